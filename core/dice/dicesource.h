#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

#include <functional>
#include <memory>
#include <optional>
#include <random>

namespace castellan {

/** Where die faces come from (RULES D2, D4): a seeded generator in play, the table's dice, a script in tests. */
class DiceSource
{
public:
    virtual ~DiceSource() = default;
    /** One fair face from 1 to sides (RULES D3). */
    virtual int face(int sides) = 0;
    /** Raw values drawn from the generator so far; what the campaign stores next to its seed. */
    virtual quint64 draws() const = 0;
    /** A roll begins here: where rewind() most likely goes back to. */
    virtual void mark() { }
    /** A roll of `count` d`sides` for `context` is about to be made (a source that asks for faces asks now). */
    virtual void beginRoll(int count, int sides, const QString &context)
    {
        Q_UNUSED(count);
        Q_UNUSED(sides);
        Q_UNUSED(context);
    }
    /** Back to where it stood after `draws` values: a roll that could not be logged never happened. */
    virtual void rewind(quint64 draws) = 0;
    /** RULES D4: the faces are typed in from physical dice and take nothing from the generator. */
    virtual bool byHand() const { return false; }
    /** The generator's whole state as text, to resume it at once (empty: a source with none to keep). */
    virtual QString state() const { return {}; }
    /**
     * Goes on from where another client left the campaign's generator (a shared campaign, issue 16): `draws`
     * values on, in `state`. A source with no generator of its own ignores it.
     */
    virtual void follow(quint64 draws, const QString &state)
    {
        Q_UNUSED(draws);
        Q_UNUSED(state);
    }
};

/**
 * The campaign's generator: std::mt19937_64, whose output sequence the C++ standard fixes, so a log verifies
 * on any machine. A face is made by rejection sampling, written down here because
 * std::uniform_int_distribution differs between standard libraries:
 *   draw x (64 bits); if x >= 2^64 - (2^64 mod sides), draw again; face = x mod sides + 1.
 */
class SeededDice final : public DiceSource
{
public:
    explicit SeededDice(quint64 seed, quint64 alreadyDrawn = 0);
    /** The generator as `state()` wrote it, `draws` values on from `seed`; none when the text is not a state. */
    static std::unique_ptr<SeededDice> resumed(quint64 seed, quint64 draws, const QString &state);
    int face(int sides) override;
    /** The face one 64-bit draw gives a d`sides` (RULES D3), or 0 when the draw is rejected and another is drawn. */
    static int faceOfDraw(quint64 draw, int sides);
    quint64 draws() const override { return mDraws; }
    void mark() override;
    void rewind(quint64 draws) override;
    /** The text the C++ standard fixes for a mersenne_twister_engine's state: the same on every machine. */
    QString state() const override;
    void follow(quint64 draws, const QString &state) override;
    quint64 seed() const { return mSeed; }

private:
    std::mt19937_64 mEngine;
    quint64 mSeed;
    quint64 mDraws = 0;
    std::mt19937_64 mMarked; ///< the engine where the last roll began
    quint64 mMarkedDraws = 0;
};

/** Faces written in advance, for tests that must drive every branch of a rule. */
class ScriptedDice final : public DiceSource
{
public:
    explicit ScriptedDice(QList<int> faces);
    int face(int sides) override;
    quint64 draws() const override { return quint64(mNext); }
    void rewind(quint64 draws) override { mNext = qsizetype(draws); }
    /** Appends faces to the script. */
    void push(const QList<int> &faces) { mFaces.append(faces); }
    qsizetype remaining() const { return mFaces.size() - mNext; }

private:
    QList<int> mFaces;
    qsizetype mNext = 0;
};

/**
 * RULES D4, table dice: the faces the players rolled at the table, typed in before the roll that uses them.
 * The generator stands still, so the log verifies around these rolls.
 */
class TableDice final : public DiceSource
{
public:
    /** `generatorDraws` and `generatorState`: where the campaign's generator stands; every roll keeps them. */
    explicit TableDice(quint64 generatorDraws, QString generatorState = {});
    int face(int sides) override;
    quint64 draws() const override { return mDraws; }
    void rewind(quint64) override { mNext = mRolledFrom; }
    bool byHand() const override { return true; }
    QString state() const override { return mState; }
    void follow(quint64 draws, const QString &state) override
    {
        mDraws = draws;
        mState = state;
    }
    /** The faces of the next roll, as typed in. */
    void enter(const QList<int> &faces);
    qsizetype entered() const { return mFaces.size() - mNext; }
    /** Past the faces entered, a die shows 1 and is counted, to learn how many a command rolls. */
    void setCounting(bool counting) { mCounting = counting; }
    /** Dice asked for so far, entered or not; also counted into `*counter` when set (it outlives the source). */
    qsizetype asked() const { return mAsked; }
    void setCounter(qsizetype *counter) { mCounter = counter; }

private:
    QList<int> mFaces;
    qsizetype mNext = 0;
    qsizetype mRolledFrom = 0;
    qsizetype mAsked = 0;
    qsizetype *mCounter = nullptr;
    bool mCounting = false;
    quint64 mDraws;
    QString mState;
};

/**
 * RULES D4 in the app: before each roll, the players are asked for the faces of the dice they rolled at the
 * table; a roll they leave to the app comes from the campaign's generator as usual.
 */
class PromptedDice final : public DiceSource
{
public:
    /** The faces typed in for a roll, or none: the generator rolls it. */
    using Ask = std::function<std::optional<QList<int>>(int count, int sides, const QString &context)>;
    PromptedDice(std::unique_ptr<DiceSource> generator, Ask ask);
    void beginRoll(int count, int sides, const QString &context) override;
    int face(int sides) override;
    quint64 draws() const override { return mGenerator->draws(); }
    void mark() override;
    void rewind(quint64 draws) override;
    bool byHand() const override { return mTyped.has_value(); }
    QString state() const override { return mGenerator->state(); }
    void follow(quint64 draws, const QString &state) override { mGenerator->follow(draws, state); }
    /** The generator back, for when the option is turned off. */
    std::unique_ptr<DiceSource> takeGenerator() { return std::move(mGenerator); }

private:
    std::unique_ptr<DiceSource> mGenerator;
    Ask mAsk;
    std::optional<QList<int>> mTyped; ///< this roll's faces, when typed in
    qsizetype mNext = 0;
};

} // namespace castellan

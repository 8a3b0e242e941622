#pragma once

#include <QList>
#include <QtGlobal>

#include <random>

namespace castellan {

/** Where die faces come from (RULES D2): a seeded generator in play, a script in tests. */
class DiceSource
{
public:
    virtual ~DiceSource() = default;
    /** One fair face from 1 to sides (RULES D3). */
    virtual int face(int sides) = 0;
    /** Raw values drawn from the generator so far; what the campaign stores next to its seed. */
    virtual quint64 draws() const = 0;
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
    int face(int sides) override;
    quint64 draws() const override { return mDraws; }
    quint64 seed() const { return mSeed; }

private:
    std::mt19937_64 mEngine;
    quint64 mSeed;
    quint64 mDraws = 0;
};

/** Faces written in advance, for tests that must drive every branch of a rule. */
class ScriptedDice final : public DiceSource
{
public:
    explicit ScriptedDice(QList<int> faces);
    int face(int sides) override;
    quint64 draws() const override { return quint64(mNext); }
    /** Appends faces to the script. */
    void push(const QList<int> &faces) { mFaces.append(faces); }
    qsizetype remaining() const { return mFaces.size() - mNext; }

private:
    QList<int> mFaces;
    qsizetype mNext = 0;
};

} // namespace castellan

#include "dicesource.h"

#include <algorithm>

#include <limits>
#include <sstream>

namespace castellan {

SeededDice::SeededDice(quint64 seed, quint64 alreadyDrawn)
    : mEngine(seed)
    , mSeed(seed)
{
    mEngine.discard(alreadyDrawn);
    mDraws = alreadyDrawn;
    mark();
}

std::unique_ptr<SeededDice> SeededDice::resumed(quint64 seed, quint64 draws, const QString &state)
{
    auto dice = std::make_unique<SeededDice>(seed);
    std::istringstream in(state.toStdString());
    in >> dice->mEngine;
    if (in.fail())
        return nullptr;
    dice->mDraws = draws;
    dice->mark();
    return dice;
}

QString SeededDice::state() const
{
    std::ostringstream out;
    out << mEngine;
    return QString::fromStdString(out.str());
}

void SeededDice::follow(quint64 draws, const QString &state)
{
    if (draws == mDraws && state == this->state())
        return;
    std::istringstream in(state.toStdString());
    std::mt19937_64 engine;
    in >> engine;
    if (in.fail()) { // no state kept: wound on from the seed
        engine.seed(mSeed);
        engine.discard(draws);
    }
    mEngine = engine;
    mDraws = draws;
    mark();
}

void SeededDice::mark()
{
    mMarked = mEngine;
    mMarkedDraws = mDraws;
}

void SeededDice::rewind(quint64 draws)
{
    if (draws == mMarkedDraws) { // the usual case, at once however far the generator has come
        mEngine = mMarked;
        mDraws = draws;
        return;
    }
    mEngine.seed(mSeed);
    mEngine.discard(draws);
    mDraws = draws;
}

int SeededDice::faceOfDraw(quint64 draw, int sides)
{
    Q_ASSERT(sides >= 2);
    const quint64 n = quint64(sides);
    const quint64 max = std::numeric_limits<quint64>::max();
    // 2^64 mod n, computed without overflow: (max - n + 1) mod n == (2^64 - n) mod n == 2^64 mod n.
    const quint64 excess = (max - n + 1) % n;
    const quint64 limit = max - excess; // accept x <= limit, i.e. x < 2^64 - excess
    if (excess != 0 && draw > limit)
        return 0;
    return int(draw % n) + 1;
}

int SeededDice::face(int sides)
{
    for (;;) {
        ++mDraws;
        if (const int f = faceOfDraw(mEngine(), sides))
            return f;
    }
}

ScriptedDice::ScriptedDice(QList<int> faces)
    : mFaces(std::move(faces))
{ }

int ScriptedDice::face(int sides)
{
    if (mNext >= mFaces.size())
        qFatal("ScriptedDice: the script ran out after %lld faces", static_cast<long long>(mNext));
    const int f = mFaces.at(mNext++);
    if (f < 1 || f > sides)
        qFatal("ScriptedDice: face %d does not fit a d%d", f, sides);
    return f;
}

TableDice::TableDice(quint64 generatorDraws, QString generatorState)
    : mDraws(generatorDraws)
    , mState(std::move(generatorState))
{ }

void TableDice::enter(const QList<int> &faces)
{
    mRolledFrom = mNext;
    mFaces.append(faces);
}

int TableDice::face(int sides)
{
    ++mAsked;
    if (mCounter)
        ++*mCounter;
    if (mNext >= mFaces.size()) {
        if (mCounting)
            return 1;
        qFatal("TableDice: no face was entered for this die");
    }
    const int f = mFaces.at(mNext++);
    if (f < 1 || f > sides)
        qFatal("TableDice: face %d does not fit a d%d", f, sides);
    return f;
}

PromptedDice::PromptedDice(std::unique_ptr<DiceSource> generator, Ask ask)
    : mGenerator(std::move(generator))
    , mAsk(std::move(ask))
{ }

void PromptedDice::beginRoll(int count, int sides, const QString &context)
{
    mTyped = mAsk ? mAsk(count, sides, context) : std::nullopt;
    if (mTyped && (mTyped->size() != count || std::any_of(mTyped->cbegin(), mTyped->cend(), [sides](int f) {
                       return f < 1 || f > sides;
                   })))
        mTyped.reset(); // a wrong entry never reaches the log: the generator rolls instead
    mNext = 0;
}

int PromptedDice::face(int sides)
{
    if (mTyped)
        return mTyped->value(mNext++, 1);
    return mGenerator->face(sides);
}

void PromptedDice::mark()
{
    if (!mTyped)
        mGenerator->mark();
}

void PromptedDice::rewind(quint64 draws)
{
    if (mTyped)
        mNext = 0;
    else
        mGenerator->rewind(draws);
}

} // namespace castellan

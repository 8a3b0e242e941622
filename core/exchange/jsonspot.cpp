#include "jsonspot.h"

#include <QList>
#include <QSet>

namespace castellan {

namespace {

/** One open object or list while the text is walked. */
struct Level
{
    bool list = false;
    QByteArray key;        ///< the key that opened it in its parent (empty in a list)
    QByteArray lastKey;    ///< an object's key read last
    QSet<QByteArray> keys; ///< an object's keys so far
    int items = 0;         ///< a list's items begun so far
};

/**
 * Walks the text up to `end`, level by level; `repeated` is told of a key an object has already, and the walk
 * stops when it returns true.
 */
class Walk
{
public:
    explicit Walk(const QByteArray &json)
        : mJson(json)
    { }

    /** Walks to `end` (or the first repeated key, when `stopAtRepeat`); the spot where it stopped. */
    JsonSpot run(qsizetype end, bool stopAtRepeat, bool *repeated = nullptr)
    {
        end = std::min(end, mJson.size());
        bool expectKey = false;
        for (qsizetype i = 0; i < end; ++i) {
            const char c = mJson[i];
            if (c == '"') {
                const qsizetype close = stringEnd(i);
                const QByteArray text = mJson.mid(i + 1, close - i - 1);
                i = close;
                if (expectKey && !mLevels.isEmpty() && !mLevels.last().list) {
                    Level &object = mLevels.last();
                    object.lastKey = text;
                    if (object.keys.contains(text) && stopAtRepeat) {
                        if (repeated)
                            *repeated = true;
                        return spot();
                    }
                    object.keys.insert(text);
                    expectKey = false;
                }
            } else if (c == '{' || c == '[') {
                opened();
                mLevels.append(Level{c == '[', mLevels.isEmpty() ? QByteArray() : mLevels.last().lastKey, {}, {}, 0});
                expectKey = c == '{';
            } else if (c == '}' || c == ']') {
                if (!mLevels.isEmpty())
                    mLevels.removeLast();
            } else if (c == ',') {
                expectKey = !mLevels.isEmpty() && !mLevels.last().list;
            } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t' && c != ':' && !mLevels.isEmpty()
                       && mLevels.last().list && (i == 0 || isItemStart(i))) {
                opened(); // a number, true, false or null begins an item of a list
            }
        }
        return spot();
    }

private:
    qsizetype stringEnd(qsizetype open) const
    {
        for (qsizetype i = open + 1; i < mJson.size(); ++i) {
            if (mJson[i] == '\\')
                ++i;
            else if (mJson[i] == '"')
                return i;
        }
        return mJson.size();
    }

    /** The character before `i`, spaces skipped, opens a list or ends the item before. */
    bool isItemStart(qsizetype i) const
    {
        while (--i >= 0) {
            const char c = mJson[i];
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                return c == '[' || c == ',';
        }
        return false;
    }

    void opened()
    {
        if (!mLevels.isEmpty() && mLevels.last().list)
            ++mLevels.last().items;
    }

    JsonSpot spot() const
    {
        JsonSpot s;
        // The top object, its "leaders" list, an entry, and the fields within it.
        if (mLevels.size() >= 2 && mLevels[1].list && mLevels[1].key == "leaders") {
            s.entry = mLevels[1].items;
            QStringList path;
            for (qsizetype l = 2; l < mLevels.size(); ++l) {
                if (!mLevels[l].list && !mLevels[l].lastKey.isEmpty())
                    path << QString::fromUtf8(mLevels[l].lastKey);
            }
            s.field = path.join(QLatin1Char('.'));
        } else if (!mLevels.isEmpty()) {
            s.field = QString::fromUtf8(mLevels.first().lastKey);
        }
        return s;
    }

    const QByteArray &mJson;
    QList<Level> mLevels;
};

} // namespace

JsonSpot jsonSpotAt(const QByteArray &json, qsizetype offset)
{
    return Walk(json).run(offset, false);
}

std::optional<JsonSpot> firstRepeatedKey(const QByteArray &json)
{
    bool repeated = false;
    const JsonSpot s = Walk(json).run(json.size(), true, &repeated);
    return repeated ? std::optional<JsonSpot>(s) : std::nullopt;
}

} // namespace castellan

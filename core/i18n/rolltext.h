#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

#include <cstddef>

namespace castellan {

/**
 * What a roll was for, or what it did, kept as data rather than in a language (RULES D1; issue 30, item 9): a
 * kind from rollkinds.h and its arguments, each a name or number shown as written or another such text. It is
 * translated when shown, so one log reads in one language whichever language each roll was made in.
 */
class RollText
{
public:
    RollText() = default;
    /** A kind (one of rollkinds.h) with its arguments: strings, numbers or other RollTexts. */
    explicit RollText(const char *kind, const QJsonArray &args = {});

    /** A text shown as written in every language: a name, or a roll's text from before kinds were kept. */
    static RollText plain(const QString &text);
    /** A ruleset's key ("cavalry"), shown as the app's language says a shipped key (see keyText). */
    static RollText rulesetKey(const QString &key);
    /**
     * A sentence of the catalogue `context`, translated when shown (see CASTELLAN_KEPT_TEXTS); a `source` with %n
     * counts `n`. Its arguments follow with arg().
     */
    static RollText translated(const char *context, const char *source, int n = -1);
    /** Read back from its stored form (`stored()`); an empty or damaged form gives an empty text. */
    static RollText fromStored(const QString &stored);

    bool isEmpty() const { return mData.isEmpty(); }
    /** In the language the app speaks now. */
    QString shown() const;
    /** In the catalogues' source language, for the log's text column: the same whatever the app speaks. */
    QString source() const;
    /** Compact JSON of the kind and its arguments; empty for a plain text, which is kept as its text alone. */
    QString stored() const;

    /** This text with its next %1, %2… given: a name or number shown as written, or another text. */
    RollText arg(const QJsonValue &value) const &;
    RollText arg(const QJsonValue &value) &&;
    template<typename... More>
    RollText arg(const QJsonValue &first, const QJsonValue &second, const More &...more) const
    {
        return arg(first).arg(second, more...);
    }
    /** Each text in turn, with `separator` between them. */
    static RollText joined(const QList<RollText> &texts, const QString &separator);
    /** In lower case, as a word inside a sentence ("now disabled"). */
    RollText lower() const;
    /** Two texts shown one after the other ("Took 2 wounds." and " Now disabled."). */
    RollText operator+(const RollText &next) const;

    /** As an argument of another text. */
    operator QJsonValue() const; // NOLINT(google-explicit-constructor): reads as the text it is inside another

    bool operator==(const RollText &other) const = default;

private:
    QJsonArray mData; ///< [kind, args...], or ["", text] for a plain text
};

} // namespace castellan

/**
 * Beside Q_DECLARE_TR_FUNCTIONS(context): `kept(source)` and `kept(source, nullptr, n)` give the sentence as a
 * RollText, for what is stored and read in any language. lupdate reads `kept` as `tr`
 * (translations/update-translations), so the catalogues hold it under `context`.
 */
#define CASTELLAN_KEPT_TEXTS(context)                                                         \
public:                                                                                       \
    static castellan::RollText kept(const char *source, std::nullptr_t = nullptr, int n = -1) \
    {                                                                                         \
        return castellan::RollText::translated(#context, source, n);                          \
    }

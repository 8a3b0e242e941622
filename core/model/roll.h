#pragma once

#include "i18n/rolltext.h"

#include <QList>
#include <QString>
#include <QtGlobal>

namespace castellan {

/** One logged roll (RULES D1): what it was for, whose, the faces, and where it sits in the draw order (D2). */
struct Roll
{
    qint64 id = 0;
    int turn = 0;
    QString context;      ///< as shown: contextData in the app's language, or the text a roll kept before kinds
    RollText contextData; ///< what it was for, as data (empty for a roll logged before schema 12)
    qint64 leaderId = 0;  ///< 0 when the roll belongs to no leader
    int sides = 6;
    QList<int> faces;
    QString result;
    RollText resultData;
    qint64 replacesId = 0; ///< a reroll names the roll it replaces
    quint64 drawStart = 0; ///< generator values drawn before this roll
    quint64 drawEnd = 0;   ///< and after it
    bool manual = false;   ///< entered by hand (RULES D4): takes nothing from the generator
    bool undone = false;   ///< its action was undone; the roll stays in the log (RULES D1)
    qint64 sideId = 0;     ///< the side that rolled, 0 for none
    QString category;      ///< "battle_fire" for a side's fire in battle (RULES F2), else empty

    static constexpr char BattleFire[] = "battle_fire";

    int count(int face) const;
    int sum() const;
    QString facesText() const;
    static QList<int> parseFaces(const QString &text, bool *ok = nullptr);
};

/** What the roll log view asks the store for. */
struct RollFilter
{
    qint64 leaderId = 0; ///< 0: any leader
    qint64 sideId = 0;   ///< 0: any side
    int turn = 0;        ///< 0: any turn
    QString text;        ///< matched against context and result

    bool operator==(const RollFilter &) const = default;
};

} // namespace castellan

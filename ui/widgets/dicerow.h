#pragma once

#include "diefacewidget.h"

#include <QList>
#include <QWidget>

#include <functional>

class QHBoxLayout;
class QLabel;

namespace castellan {

/**
 * A row of die faces: the dice of one roll, as every leader dialog (and later the battles) shows them.
 * A tone rule colours faces by value, e.g. duelTones() for RULES G1 (6 wounds, 5 cancels).
 */
class DiceRow : public QWidget
{
    Q_OBJECT

public:
    using ToneRule = std::function<DieFaceWidget::Tone(int face)>;

    explicit DiceRow(QWidget *parent = nullptr);

    void setFaces(const QList<int> &faces);
    QList<int> faces() const;
    /** Adds one die at the end (a reroll, RULES H2) and returns it. */
    DieFaceWidget *appendFace(int face);
    void clear();
    int count() const { return int(mDice.size()); }
    DieFaceWidget *die(int index) const { return mDice.value(index); }

    void setToneRule(ToneRule rule);
    void setDieSize(int pixels);
    /** Shown instead of dice when there are none ("no dice"). */
    void setEmptyText(const QString &text);

    /** RULES G1: a 6 wounds the opponent, a 5 cancels a wound. */
    static ToneRule duelTones();
    /** RULES D3: a check against `rating` succeeds on a result <= rating. */
    static ToneRule checkTones(int rating);

private:
    DieFaceWidget *makeDie(int face);
    void updateEmpty();

    QHBoxLayout *mLayout;
    QLabel *mEmpty;
    QList<DieFaceWidget *> mDice;
    ToneRule mToneRule;
    int mDieSize = 40;
};

} // namespace castellan

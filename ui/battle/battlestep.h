#pragma once

#include "battle/battle.h"

#include <QWidget>

#include <array>

class QLabel;
class QPushButton;

namespace castellan {

/**
 * One step of a field battle in the battle dialog (RULES F1-F8): its controls over one primary button, a title
 * and a line of rules. A step shows the battle as it stands (refresh) and asks for what the user chose through
 * its signals and its primary button; the dialog does it, and switches steps.
 */
class BattleStep : public QWidget
{
    Q_OBJECT

public:
    explicit BattleStep(QWidget *parent = nullptr);

    /** Shows the battle as it stands now. */
    virtual void refresh(const Battle &battle) = 0;
    virtual QString title() const = 0;
    /** The rules of this step, in a line; may be empty. */
    virtual QString note() const = 0;
    /** The one button that moves the battle on. */
    QPushButton *primary() const { return mPrimary; }

    static constexpr std::array<Role, 2> Roles{Role::Attacker, Role::Defender};
    static std::size_t at(Role r) { return r == Role::Attacker ? 0 : 1; }
    /** "attacker" or "defender": the start of the object names of a side's widgets. */
    static QString roleKey(Role r);
    /** How the battle ended, one sentence of rich text (RULES F1, F4, F6). */
    static QString resultSentence(const Battle &battle);
    static QLabel *wrappedLabel(QWidget *parent, const QString &objectName = {});

protected:
    /** Lays the step out: its body, then a row of buttons ending in the primary one. */
    void setUp(QWidget *body, const QString &primaryText, const QString &primaryName,
               const QList<QPushButton *> &secondary = {});

private:
    QPushButton *mPrimary = nullptr;
};

} // namespace castellan

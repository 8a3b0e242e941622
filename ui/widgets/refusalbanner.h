#pragma once

#include "commands/action/outcome.h"

#include <QFrame>

class QLabel;
class QLineEdit;

namespace castellan {
class RulesLink;
}

namespace castellan {

/**
 * Why the rules refused what a force dialog asked (a duplicate name, too many units …), shown inside the dialog
 * above its buttons so the user can put it right and try again. Hidden while there is nothing to say.
 */
class RefusalBanner : public QFrame
{
    Q_OBJECT

public:
    explicit RefusalBanner(QWidget *parent = nullptr);

    void showRefusal(const QString &why);
    /** A result the user must not miss (a forced march's roll), in the same place, as news rather than a refusal. */
    void showNotice(const QString &text);
    bool isNotice() const { return mNotice; }
    void clear();
    /** Shows why the outcome was refused and returns false, or clears and returns true when it landed. */
    bool landed(const Outcome &o);
    QString text() const;
    /** The refusal goes as soon as the user edits one of these fields: it spoke of what was there before. */
    void clearWhenEdited(const QList<QLineEdit *> &fields);
    /** Floats over `host`, along its top edge, instead of taking a row of a layout: what it covers stays put. */
    void floatOver(QWidget *host);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void placeOverHost();
    void show(const QString &text, bool notice);

    QWidget *mHost = nullptr;
    QLabel *mIcon;
    QLabel *mText;
    RulesLink *mRules;
    bool mNotice = false;
};

} // namespace castellan

#pragma once

#include <QAction>
#include <QKeySequence>

namespace castellan {

/** An action with a tip that says what it does, for menus and toolbars. */
QAction *makeAction(QObject *parent, const QString &objectName, const QString &text, const QString &tip,
                    const QKeySequence &shortcut = {});

/** The tip an action goes back to when gateAction() enables it again. */
void rememberTip(QAction *action, const QString &tip);
/** Enables an action when the rules allow it (`why` empty); otherwise disables it and makes `why` its tip. */
void gateAction(QAction *action, const QString &why);

} // namespace castellan

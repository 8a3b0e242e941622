#include "gatedaction.h"

namespace castellan {

namespace {
const char DefaultTip[] = "castellanDefaultTip";
}

QAction *makeAction(QObject *parent, const QString &objectName, const QString &text, const QString &tip,
                    const QKeySequence &shortcut)
{
    auto *action = new QAction(text, parent);
    action->setObjectName(objectName);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    action->setProperty(DefaultTip, tip);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    return action;
}

void rememberTip(QAction *action, const QString &tip)
{
    action->setProperty(DefaultTip, tip);
}

void gateAction(QAction *action, const QString &why)
{
    action->setEnabled(why.isEmpty());
    const QString tip = why.isEmpty() ? action->property(DefaultTip).toString() : why;
    action->setToolTip(tip);
    action->setStatusTip(tip);
}

} // namespace castellan

#include "typetofind.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace castellan {

namespace {

bool typesText(const QObject *w)
{
    if (const auto *edit = qobject_cast<const QTextEdit *>(w))
        return !edit->isReadOnly();
    if (const auto *plain = qobject_cast<const QPlainTextEdit *>(w))
        return !plain->isReadOnly();
    if (const auto *combo = qobject_cast<const QComboBox *>(w))
        return combo->isEditable();
    return qobject_cast<const QAbstractItemView *>(w) || qobject_cast<const QLineEdit *>(w)
        || qobject_cast<const QAbstractSpinBox *>(w);
}

} // namespace

bool TypeToFind::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && typesText(watched)) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
        if (mods == Qt::NoModifier && !key->text().isEmpty() && key->text().at(0).isPrint()) {
            event->accept(); // the key goes to the widget, not to a shortcut
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace castellan

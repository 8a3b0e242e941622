#pragma once

#include <QObject>

namespace castellan {

/**
 * Issue 30: a letter typed in a list finds the row that starts with it, and in a text field is typed; a window's
 * single-key shortcuts (the Leader menu's D, H, S, W) never take it. Installed on the application, it claims such
 * keys for the widget with the focus when that is a list, a table or a text field.
 */
class TypeToFind : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace castellan

#pragma once

#include <QLayout>
#include <QWidget>

#include <algorithm>

namespace castellan {

/**
 * Sizes a dialog to `width` (or its own minimum) and to the height its contents need at that width, wrapped
 * labels included, so nothing is cut off and no band of empty space is left (as ActionDialog::fitContents does).
 * A dialog on screen only grows: the user's own resizing is kept.
 */
inline void fitDialogToContents(QWidget *dialog, int width)
{
    QLayout *layout = dialog->layout();
    layout->activate();
    const int w = std::max({width, dialog->minimumWidth(), layout->minimumSize().width()});
    const int h = layout->hasHeightForWidth() ? layout->totalHeightForWidth(w) : layout->sizeHint().height();
    const int least = dialog->isVisible() ? dialog->height() : 0;
    dialog->resize(w, std::max({h, layout->minimumSize().height(), least}));
}

} // namespace castellan

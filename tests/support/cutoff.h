#pragma once

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QStyleOptionSpinBox>
#include <QWidget>

// Issue 30, item 11: a label, button, combo or spin box that shows less than its whole text at a dialog's own
// size. Each is measured as its style lays it out; a pixel or two of rounding is let pass.
namespace castellan::test {

inline QString describe(const QWidget *w, const QString &text)
{
    const QString name =
        w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className()) : w->objectName();
    return QStringLiteral("%1 \"%2\"").arg(name, text.left(60));
}

inline bool labelCut(const QLabel *label)
{
    if (label->text().isEmpty() || !label->pixmap().isNull())
        return false;
    if (label->wordWrap())
        return label->heightForWidth(label->width()) > label->height() + 2;
    return label->sizeHint().width() > label->width() + 2;
}

inline bool comboCut(const QComboBox *combo)
{
    if (combo->isEditable() || combo->currentText().isEmpty())
        return false;
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.currentText = combo->currentText();
    option.currentIcon = combo->itemIcon(combo->currentIndex());
    option.iconSize = combo->iconSize();
    const QRect field =
        combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    const int icon = option.currentIcon.isNull() ? 0 : option.iconSize.width() + 4;
    return combo->fontMetrics().horizontalAdvance(combo->currentText()) + icon > field.width() + 2;
}

inline bool spinCut(const QAbstractSpinBox *spin)
{
    QStyleOptionSpinBox option;
    option.initFrom(spin);
    option.buttonSymbols = spin->buttonSymbols();
    option.frame = spin->hasFrame();
    option.subControls = QStyle::SC_SpinBoxEditField | QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown;
    const QRect field = spin->style()->subControlRect(QStyle::CC_SpinBox, &option, QStyle::SC_SpinBoxEditField, spin);
    return spin->fontMetrics().horizontalAdvance(spin->text()) + 4 > field.width() + 2;
}

/** The texts in `window`, shown now, that their widgets cut off. */
inline QStringList cutOffTexts(QWidget *window)
{
    QStringList cut;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window) || w->width() <= 0)
            continue;
        if (auto *label = qobject_cast<QLabel *>(w); label && labelCut(label))
            cut << describe(label, label->text());
        else if (auto *button = qobject_cast<QAbstractButton *>(w);
                 button && !button->text().isEmpty() && button->sizeHint().width() > button->width() + 2)
            cut << describe(button, button->text());
        else if (auto *combo = qobject_cast<QComboBox *>(w); combo && comboCut(combo))
            cut << describe(combo, combo->currentText());
        else if (auto *spin = qobject_cast<QAbstractSpinBox *>(w); spin && spinCut(spin))
            cut << describe(spin, spin->text());
        else if (auto *group = qobject_cast<QGroupBox *>(w);
                 group && group->fontMetrics().horizontalAdvance(group->title()) + 16 > group->width())
            cut << describe(group, group->title());
    }
    return cut;
}

} // namespace castellan::test

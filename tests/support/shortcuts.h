#pragma once

#include <QAbstractButton>
#include <QAction>
#include <QHash>
#include <QShortcut>
#include <QStringList>
#include <QWidget>

// Issue 30: a key used twice in one window does nothing at all. The keys a window holds, and those held twice.
namespace castellan::test {

/** A button's mnemonic (Alt and a letter) is not a shortcut of the window's own: Qt cycles between clashing ones. */
inline bool isMnemonic(const QKeySequence &keys)
{
    return keys.count() == 1 && keys[0].keyboardModifiers() == Qt::AltModifier;
}

/**
 * The shortcuts of `window` that more than one action, shortcut or button holds, each with what holds it: actions
 * live in the window (or the application), buttons as they stand. A widget's own keys (the map's zoom) are left
 * out: they act only while it has the focus.
 */
inline QStringList duplicateShortcuts(QWidget *window)
{
    QHash<QString, QStringList> holders;
    auto note = [&](const QKeySequence &keys, const QString &who) {
        if (!keys.isEmpty() && !isMnemonic(keys))
            holders[keys.toString(QKeySequence::PortableText)] << who;
    };
    for (QAction *a : window->findChildren<QAction *>()) {
        if (a->shortcutContext() != Qt::WindowShortcut && a->shortcutContext() != Qt::ApplicationShortcut)
            continue;
        const QString who = a->objectName().isEmpty() ? a->text() : a->objectName();
        for (const QKeySequence &keys : a->shortcuts())
            note(keys, who);
    }
    for (QShortcut *s : window->findChildren<QShortcut *>()) {
        if (s->context() == Qt::WindowShortcut || s->context() == Qt::ApplicationShortcut)
            note(s->key(), s->objectName());
    }
    for (QAbstractButton *b : window->findChildren<QAbstractButton *>())
        note(b->shortcut(), b->objectName().isEmpty() ? b->text() : b->objectName());
    QStringList twice;
    for (auto it = holders.cbegin(); it != holders.cend(); ++it) {
        QStringList who = it.value();
        who.removeDuplicates(); // one action in a menu and a tool bar is one action
        if (who.size() > 1)
            twice << QStringLiteral("%1: %2").arg(it.key(), who.join(QStringLiteral(", ")));
    }
    twice.sort();
    return twice;
}

} // namespace castellan::test

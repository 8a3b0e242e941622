#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QPushButton>
#include <QTest>
#include <QWidget>

// Driving widgets the way a user does, for the GUI tests.
namespace castellan {

/** A named child widget; a test that names one that is not there stops at once. */
template<typename T>
T *child(QObject *parent, const QString &name)
{
    T *w = parent->findChild<T *>(name);
    if (!w)
        qFatal("no child %s", qPrintable(name));
    return w;
}

inline QPushButton *button(QObject *parent, const QString &name)
{
    return child<QPushButton>(parent, name);
}

inline QPushButton *button(QObject *parent, const char *name)
{
    return child<QPushButton>(parent, QString::fromLatin1(name));
}

/** Shows a window and makes it the active one, as a click on it would. */
inline void showActive(QWidget *w)
{
    w->show();
    QApplication::setActiveWindow(w);
    QVERIFY(QTest::qWaitForWindowExposed(w));
}

/** Clicks a button the way a user does; it must be on screen and enabled. */
inline void click(QAbstractButton *b)
{
    QVERIFY2(b->isVisible(), qPrintable(b->objectName() + QStringLiteral(" is not visible")));
    QVERIFY2(b->isEnabled(), qPrintable(b->objectName() + QStringLiteral(" is disabled")));
    QTest::mouseClick(b, Qt::LeftButton, Qt::NoModifier, b->rect().center());
}

inline void clickNamed(QObject *parent, const QString &name)
{
    click(button(parent, name));
}

/** Renders a widget to $CASTELLAN_SCREENSHOTS/NAME.png for a human to look at; nothing when unset. */
inline QString saveShot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("CASTELLAN_SCREENSHOTS");
    if (dir.isEmpty())
        return {};
    QDir().mkpath(dir);
    QCoreApplication::processEvents(); // layouts settle as they would on screen
    const QString path = QDir(dir).filePath(name + QStringLiteral(".png"));
    w->grab().save(path);
    return path;
}

} // namespace castellan

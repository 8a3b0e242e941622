#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
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

/**
 * Answers the next message box with `choice` as soon as it is up, the way a user would, after checking that it
 * says each of `mustSay`; `*asked` turns true when it was there to answer.
 */
inline void answerNextMessageBox(QMessageBox::StandardButton choice, bool *asked, const QStringList &mustSay)
{
    QTimer::singleShot(0, [asked, choice, mustSay] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        for (const QString &words : mustSay)
            QVERIFY2(box->text().contains(words), qPrintable(box->text()));
        *asked = true;
        box->button(choice)->click();
    });
}

/** Renders a widget to $CASTELLAN_SCREENSHOTS/NAME.png for a human to look at; nothing when unset. */
inline QString saveShot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("CASTELLAN_SCREENSHOTS");
    if (dir.isEmpty())
        return {};
    QDir().mkpath(dir);
    for (int pass = 0; pass < 5; ++pass)
        QCoreApplication::processEvents(); // layouts settle as they would on screen
    const QString path = QDir(dir).filePath(name + QStringLiteral(".png"));
    w->grab().save(path);
    return path;
}

} // namespace castellan

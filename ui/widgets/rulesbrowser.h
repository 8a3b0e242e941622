#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace castellan {

/**
 * Help ▸ Rules: the rules as the app plays them (resources/rules/rules.md), one section a heading numbered as in
 * the rule book. The sections are listed beside the text, the text can be searched, and the window opens at the
 * section a tip or a refusal names ("RULES F3"). One window for the whole app; it remembers its size.
 */
class RulesBrowser : public QDialog
{
    Q_OBJECT

public:
    explicit RulesBrowser(QWidget *parent = nullptr);
    ~RulesBrowser() override;

    /** Shows the app's rules window, at `section` ("F3") when it has one, else where it was. */
    static RulesBrowser *openAt(QWidget *parent, const QString &section = {});
    /** The first section a text names, "F3" in "... the rule (RULES F3, F4).", or empty. */
    static QString sectionNamedIn(const QString &text);

    /** Brings the section's heading to the top of the view; false when the reference has no such section. */
    bool showSection(const QString &section);
    /** The sections in the order the reference gives them ("D1", ..., "O2"). */
    QStringList sections() const;
    /** The section whose heading is at the top of the view. */
    QString currentSection() const;
    /** Selects the next (or previous) place the text is found, from the selection on; false when nowhere. */
    bool find(const QString &text, bool backward = false);

    QTextBrowser *browser() const { return mBrowser; }
    QLineEdit *searchField() const { return mSearch; }
    QListWidget *sectionList() const { return mSections; }

private:
    QTextBrowser *mBrowser;
    QLineEdit *mSearch;
    QLabel *mFound;
    QListWidget *mSections;
};

} // namespace castellan

#pragma once

#include "preferences.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace castellan {

class RuleOptionsForm;

/**
 * Edit ▸ Preferences (Ctrl+,): the language, the rule options and backups a new campaign starts with, and how much
 * history a printed sheet shows. OK saves them with QSettings and applies the language at once to what opens next.
 */
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    Preferences chosen() const;
    void accept() override;

Q_SIGNALS:
    /** The language was changed: windows made from now on speak it. */
    void languageChanged(const QString &language);

private:
    Preferences mStart;
    QComboBox *mLanguage;
    QSpinBox *mBackups;
    QSpinBox *mHistory;
    QSpinBox *mSheetsPerPage;
    RuleOptionsForm *mOptions;
    QLabel *mLanguageNote;
};

} // namespace castellan

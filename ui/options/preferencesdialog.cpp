#include "preferencesdialog.h"

#include "ruleoptionsform.h"

#include "widgets/countsuffix.h"
#include "widgets/dialogfit.h"

#include "i18n/translations.h"
#include "sheets/sheethtml.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , mStart(Preferences::load())
    , mLanguage(new QComboBox(this))
    , mBackups(new QSpinBox(this))
    , mHistory(new QSpinBox(this))
    , mSheetsPerPage(new QSpinBox(this))
    , mOptions(new RuleOptionsForm(mStart.newCampaignOptions, this))
    , mLanguageNote(new QLabel(this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));

    mLanguage->setObjectName(QStringLiteral("preferencesLanguage"));
    mLanguage->addItem(tr("The system's (%1)").arg(QLocale::languageToString(QLocale().language())), QString());
    const QStringList languages = availableLanguages();
    for (const QString &code : languages) {
        const QLocale locale(code);
        // Each language by its own name, as its speakers look for it.
        QString name = locale.nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        mLanguage->addItem(name, code);
    }
    mLanguage->setCurrentIndex(std::max(0, mLanguage->findData(mStart.language)));
    mLanguageNote->setObjectName(QStringLiteral("preferencesLanguageNote"));
    mLanguageNote->setWordWrap(true);
    mLanguageNote->setForegroundRole(QPalette::PlaceholderText);
    mLanguageNote->setText(tr("The window is made anew in the new language at once, on the same campaign."));

    mBackups->setObjectName(QStringLiteral("preferencesBackups"));
    mBackups->setRange(0, 1000);
    mBackups->setValue(mStart.backupsKept);
    mBackups->setSpecialValueText(tr("none"));
    setCountSuffix(mBackups, [](int n) { return tr(" copy(ies), one a turn", nullptr, n); });
    mHistory->setObjectName(QStringLiteral("preferencesHistory"));
    mHistory->setRange(-1, 1000);
    mHistory->setValue(mStart.historyEntries);
    mHistory->setSpecialValueText(tr("the whole history"));
    setCountSuffix(mHistory, [](int n) { return tr(" newest entry(ies)", nullptr, n); });
    mHistory->setToolTip(tr("How much of a leader's history the printed sheet shows; 0 leaves it out"));
    mSheetsPerPage->setObjectName(QStringLiteral("preferencesSheetsPerPage"));
    mSheetsPerPage->setRange(1, MaxSheetsPerPage);
    mSheetsPerPage->setValue(mStart.sheetsPerPage);
    setCountSuffix(mSheetsPerPage, [](int n) { return tr(" sheet(s) a page", nullptr, n); });
    mSheetsPerPage->setToolTip(tr("Leader, force and siege sheets printed on one page, a rule between them; a "
                                  "sheet with a long history still runs on"));

    auto *general = new QFormLayout;
    general->addRow(tr("&Language:"), mLanguage);
    general->addRow(QString(), mLanguageNote);
    general->addRow(tr("Printed &history:"), mHistory);
    general->addRow(tr("Printed sheets &per page:"), mSheetsPerPage);

    auto *newCampaign = new QGroupBox(tr("A new campaign starts with"), this);
    auto *campaignForm = new QFormLayout;
    campaignForm->addRow(tr("End-of-turn &backups kept:"), mBackups);
    auto *campaignBox = new QVBoxLayout(newCampaign);
    campaignBox->addLayout(campaignForm);
    campaignBox->addWidget(mOptions);
    mOptions->setObjectName(QStringLiteral("preferencesOptions"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addLayout(general);
    layout->addWidget(newCampaign);
    layout->addWidget(buttons);
    fitDialogToContents(this, 640);
}

Preferences PreferencesDialog::chosen() const
{
    Preferences p = mStart;
    p.language = mLanguage->currentData().toString();
    p.backupsKept = mBackups->value();
    p.historyEntries = mHistory->value();
    p.sheetsPerPage = mSheetsPerPage->value();
    p.newCampaignOptions = mOptions->options(mStart.newCampaignOptions);
    return p;
}

void PreferencesDialog::accept()
{
    const Preferences p = chosen();
    p.save();
    if (p.language != mStart.language)
        Q_EMIT languageChanged(installTranslations(p.language));
    QDialog::accept();
}

} // namespace castellan

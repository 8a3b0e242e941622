#include "newcampaigndialog.h"

#include "model/limits.h"
#include "widgets/characterlimit.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace castellan {

namespace {
const QString Suffix = QStringLiteral(".castellan");
}

NewCampaignDialog::NewCampaignDialog(QWidget *parent)
    : QDialog(parent)
    , mName(new QLineEdit(this))
    , mPath(new QLineEdit(this))
    , mSeed(new QLineEdit(this))
    , mSides(new QPlainTextEdit(this))
    , mProblem(new QLabel(this))
{
    setObjectName(QStringLiteral("NewCampaignDialog"));
    setWindowTitle(tr("New Campaign"));

    mName->setObjectName(QStringLiteral("campaignName"));
    limitCharacters(mName, MaxNameLength);
    mName->setPlaceholderText(tr("e.g. The War of the Three Crowns"));

    mPath->setObjectName(QStringLiteral("campaignPath"));
    mPath->setPlaceholderText(tr("Where the campaign file is kept"));
    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &NewCampaignDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(mPath, 1);
    pathRow->addWidget(browse);

    mSides->setObjectName(QStringLiteral("campaignSides"));
    mSides->setPlainText(tr("Blue\nRed"));
    mSides->setTabChangesFocus(true);
    mSides->setFixedHeight(fontMetrics().lineSpacing() * 4 + 12);
    mSides->setToolTip(tr("One side (faction) a line; leaders and forces belong to one"));

    // RULES D2: the seed and the draws re-derive every roll; a random one unless the group agrees on another.
    mSeed->setObjectName(QStringLiteral("campaignSeed"));
    mSeed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), this));
    mSeed->setText(QString::number(QRandomGenerator::system()->generate64() % 10000000000000000000ull));
    mSeed->setToolTip(tr("The dice of the campaign are drawn from this number, so the roll log can be verified "
                         "(RULES D2)"));

    mProblem->setObjectName(QStringLiteral("campaignProblem"));
    mProblem->setWordWrap(true);
    mProblem->setStyleSheet(QStringLiteral("QLabel { color: #a82a22; }"));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Name:"), mName);
    auto *pathLabel = new QLabel(tr("&File:"), this);
    pathLabel->setBuddy(mPath);
    form->addRow(pathLabel, pathRow);
    form->addRow(tr("&Sides:"), mSides);
    form->addRow(tr("S&eed:"), mSeed);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    mOk->setText(tr("Create"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewCampaignDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewCampaignDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addLayout(form);
    layout->addWidget(mProblem);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(mName, &QLineEdit::textChanged, this, &NewCampaignDialog::suggestPath);
    connect(mPath, &QLineEdit::textEdited, this, [this] { mPathEdited = true; });
    connect(mName, &QLineEdit::textChanged, this, &NewCampaignDialog::validate);
    connect(mPath, &QLineEdit::textChanged, this, &NewCampaignDialog::validate);
    connect(mSides, &QPlainTextEdit::textChanged, this, &NewCampaignDialog::validate);
    connect(mSeed, &QLineEdit::textChanged, this, &NewCampaignDialog::validate);

    auto *seedNote = new QLabel(tr("Every die of the campaign is drawn from this seed, so the roll log can be "
                                   "verified later (RULES D2)."),
                                this);
    seedNote->setWordWrap(true);
    seedNote->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), seedNote);

    setMinimumWidth(520);
    validate();
}

QString NewCampaignDialog::campaignName() const
{
    return mName->text().trimmed();
}

QString NewCampaignDialog::filePath() const
{
    QString path = mPath->text().trimmed();
    if (!path.isEmpty() && !path.endsWith(Suffix))
        path += Suffix;
    return path.isEmpty() ? path : QFileInfo(path).absoluteFilePath();
}

quint64 NewCampaignDialog::seed() const
{
    return mSeed->text().toULongLong();
}

QStringList NewCampaignDialog::sideNames() const
{
    QStringList names;
    const QStringList lines = mSides->toPlainText().split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString name = line.trimmed();
        if (!name.isEmpty() && !names.contains(name, Qt::CaseInsensitive))
            names << name;
    }
    return names;
}

QString NewCampaignDialog::repeatedSide() const
{
    QStringList seen;
    for (const QString &line : mSides->toPlainText().split(QLatin1Char('\n'))) {
        const QString name = line.trimmed();
        if (name.isEmpty())
            continue;
        if (seen.contains(name, Qt::CaseInsensitive))
            return name;
        seen << name;
    }
    return {};
}

void NewCampaignDialog::suggestPath()
{
    if (mPathEdited)
        return;
    QString base = campaignName().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (base.isEmpty()) {
        mPath->clear();
        return;
    }
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    mPath->setText(QDir(dir).filePath(base + Suffix));
}

void NewCampaignDialog::browse()
{
    const QString start =
        mPath->text().isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) : mPath->text();
    const QString path =
        QFileDialog::getSaveFileName(this, tr("New Campaign File"), start, tr("Castellan campaigns (*.castellan)"));
    if (path.isEmpty())
        return;
    mPathEdited = true;
    mPath->setText(path);
}

void NewCampaignDialog::validate()
{
    QString problem;
    if (campaignName().isEmpty())
        problem = tr("Give the campaign a name.");
    else if (filePath().isEmpty())
        problem = tr("Choose a file for the campaign.");
    else if (QFileInfo::exists(filePath()))
        problem = tr("%1 exists already; choose another file.").arg(QDir::toNativeSeparators(filePath()));
    else if (const QString twice = repeatedSide(); !twice.isEmpty())
        problem = tr("%1 is named twice: each side needs a name of its own.").arg(twice);
    else if (sideNames().size() < 2)
        problem = tr("A campaign needs at least two sides, one a line: leaders fight for one of them.");
    else if (mSeed->text().isEmpty())
        problem = tr("Give a seed for the dice (RULES D2).");
    mProblem->setText(problem);
    mProblem->setVisible(!problem.isEmpty() && !campaignName().isEmpty());
    mOk->setEnabled(problem.isEmpty());
    mOk->setToolTip(problem); // a disabled OK says why, the empty name's too
}

void NewCampaignDialog::accept()
{
    validate();
    if (!mOk->isEnabled())
        return;
    QDialog::accept();
}

} // namespace castellan

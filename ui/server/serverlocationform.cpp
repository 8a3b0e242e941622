#include "serverlocationform.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>

namespace castellan {

namespace {

const QString SettingsGroup = QStringLiteral("serverCampaign");

} // namespace

ServerLocationForm::ServerLocationForm(QWidget *parent)
    : QWidget(parent)
    , mHost(new QLineEdit(this))
    , mPort(new QSpinBox(this))
    , mDatabase(new QLineEdit(this))
    , mUser(new QLineEdit(this))
    , mCampaign(new QLineEdit(this))
    , mUrl(new QLabel(this))
{
    mHost->setObjectName(QStringLiteral("serverHost"));
    mPort->setObjectName(QStringLiteral("serverPort"));
    mDatabase->setObjectName(QStringLiteral("serverDatabase"));
    mUser->setObjectName(QStringLiteral("serverUser"));
    mCampaign->setObjectName(QStringLiteral("serverCampaignName"));
    mUrl->setObjectName(QStringLiteral("serverUrl"));
    mHost->setToolTip(tr("The server's name or address, or the folder of its local socket (/run/postgresql)"));
    mPort->setRange(1, 65535);
    // The server's own limits: a host name (or a socket's folder), and PostgreSQL's 63-byte names.
    mHost->setMaxLength(255);
    mDatabase->setMaxLength(63);
    mUser->setMaxLength(63);
    mCampaign->setMaxLength(32);
    mCampaign->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[a-z][a-z0-9_]{0,31}")), mCampaign));
    mCampaign->setPlaceholderText(tr("small letters, digits and _"));
    mUrl->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mUrl->setWordWrap(true);

    QSettings settings;
    settings.beginGroup(SettingsGroup);
    mHost->setText(settings.value(QStringLiteral("host"), QStringLiteral("localhost")).toString());
    mPort->setValue(settings.value(QStringLiteral("port"), 5432).toInt());
    mDatabase->setText(settings.value(QStringLiteral("database")).toString());
    const QString systemUser = qEnvironmentVariable("USER");
    mUser->setText(settings.value(QStringLiteral("user"), systemUser).toString());
    mCampaign->setText(settings.value(QStringLiteral("campaign")).toString());

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Host:"), mHost);
    form->addRow(tr("P&ort:"), mPort);
    form->addRow(tr("&Database:"), mDatabase);
    form->addRow(tr("&User:"), mUser);
    form->addRow(tr("&Campaign:"), mCampaign);
    form->addRow(tr("Address:"), mUrl);
    for (QLineEdit *edit : {mHost, mDatabase, mUser, mCampaign})
        connect(edit, &QLineEdit::textChanged, this, &ServerLocationForm::update);
    connect(mPort, &QSpinBox::valueChanged, this, &ServerLocationForm::update);
    update();
}

std::optional<ServerLocation> ServerLocationForm::location() const
{
    if (!whyNot().isEmpty())
        return std::nullopt;
    ServerLocation where;
    where.host = mHost->text().trimmed();
    where.port = mPort->value();
    where.database = mDatabase->text().trimmed();
    where.user = mUser->text().trimmed();
    where.campaign = mCampaign->text().trimmed();
    return ServerLocation::parse(where.url());
}

QString ServerLocationForm::whyNot() const
{
    if (mHost->text().trimmed().isEmpty())
        return tr("Name the server's host.");
    if (mDatabase->text().trimmed().isEmpty())
        return tr("Name the database on the server.");
    if (mUser->text().trimmed().isEmpty())
        return tr("Name the user you log in as.");
    if (!mCampaign->hasAcceptableInput())
        return tr("Name the campaign: small letters, digits and _, starting with a letter.");
    return {};
}

void ServerLocationForm::setLocation(const ServerLocation &where)
{
    mHost->setText(where.host);
    mPort->setValue(where.port);
    mDatabase->setText(where.database);
    mUser->setText(where.user);
    mCampaign->setText(where.campaign);
}

void ServerLocationForm::setCampaign(const QString &campaign)
{
    mCampaign->setText(campaign);
}

void ServerLocationForm::remember() const
{
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    settings.setValue(QStringLiteral("host"), mHost->text().trimmed());
    settings.setValue(QStringLiteral("port"), mPort->value());
    settings.setValue(QStringLiteral("database"), mDatabase->text().trimmed());
    settings.setValue(QStringLiteral("user"), mUser->text().trimmed());
    settings.setValue(QStringLiteral("campaign"), mCampaign->text().trimmed());
}

void ServerLocationForm::update()
{
    const auto where = location();
    mUrl->setText(where ? where->url() : whyNot());
    Q_EMIT changed();
}

} // namespace castellan

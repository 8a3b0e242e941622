#include "servercampaigndialog.h"

#include "serverlocationform.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

ServerCampaignDialog::ServerCampaignDialog(Purpose purpose, QWidget *parent)
    : QDialog(parent)
    , mForm(new ServerLocationForm(this))
{
    setObjectName(purpose == Open ? QStringLiteral("openServerCampaignDialog") : QStringLiteral("publishDialog"));
    setWindowTitle(purpose == Open ? tr("Open Server Campaign") : tr("Publish to Server"));
    auto *intro = new QLabel(purpose == Open
                                 ? tr("A campaign kept on a PostgreSQL server, shared with other game masters and "
                                      "players. The password comes from your ~/.pgpass, or the server asks for it.")
                                 : tr("Copies this campaign to a new campaign on a PostgreSQL server, where other game "
                                      "masters and players can open it. You need a server user who may create roles "
                                      "and schemas; the file stays as it is."),
                             this);
    intro->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mOk = buttons->button(QDialogButtonBox::Ok);
    mOk->setText(purpose == Open ? tr("&Open") : tr("&Publish"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        mForm->remember();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto update = [this] {
        mOk->setEnabled(mForm->location().has_value());
        mOk->setToolTip(mForm->whyNot());
    };
    connect(mForm, &ServerLocationForm::changed, this, update);
    update();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(mForm);
    layout->addWidget(buttons);
    resize(520, sizeHint().height());
}

ServerLocation ServerCampaignDialog::location() const
{
    return mForm->location().value_or(ServerLocation{});
}

} // namespace castellan

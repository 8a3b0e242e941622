#include "flankdialogparts.h"

#include "flankoddschart.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

namespace {
struct FlankDialogPartsText
{
    Q_DECLARE_TR_FUNCTIONS(FlankDialogParts)
};
} // namespace

FlankDialogParts::FlankDialogParts(QDialog *dialog, const QString &prefix, const QString &intro,
                                   const QString &callOffText)
    : form(new QFormLayout)
    , edge(new QComboBox(dialog))
    , why(new QLabel(dialog))
    , chart(new FlankOddsChart(dialog))
    , sent(new QListWidget(dialog))
    , send(new QPushButton(FlankDialogPartsText::tr("&Send on the March"), dialog))
    , recall(new QPushButton(callOffText, dialog))
{
    auto *introLabel = new QLabel(intro, dialog);
    introLabel->setWordWrap(true);
    edge->setObjectName(prefix + QStringLiteral("Edge"));
    edge->addItem(FlankDialogPartsText::tr("By the left edge"), int(FlankEdge::Left));
    edge->addItem(FlankDialogPartsText::tr("By the right edge"), int(FlankEdge::Right));
    why->setObjectName(prefix + QStringLiteral("Why"));
    why->setWordWrap(true);
    why->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    why->hide();
    chart->setObjectName(prefix + QStringLiteral("Chart"));
    sent->setObjectName(prefix + QStringLiteral("Sent"));
    sent->setMaximumHeight(dialog->fontMetrics().lineSpacing() * 4 + 8);
    send->setObjectName(prefix + QStringLiteral("Send"));
    send->setDefault(true);
    recall->setObjectName(prefix + QStringLiteral("Recall"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    buttons->addButton(send, QDialogButtonBox::ActionRole);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *sentRow = new QHBoxLayout;
    sentRow->addWidget(sent, 1);
    sentRow->addWidget(recall, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(introLabel);
    layout->addLayout(form);
    layout->addWidget(why);
    layout->addWidget(chart, 1);
    layout->addWidget(new QLabel(FlankDialogPartsText::tr("Commands sent:"), dialog));
    layout->addLayout(sentRow);
    layout->addWidget(buttons);
}

FlankEdge FlankDialogParts::chosenEdge() const
{
    return FlankEdge(edge->currentData().toInt());
}

void FlankDialogParts::showWhy(const QString &text)
{
    why->setText(text);
    why->setVisible(!text.isEmpty());
}

void FlankDialogParts::listSent(const QStringList &lines, const QList<QVariant> &data)
{
    sent->clear();
    for (qsizetype i = 0; i < lines.size(); ++i)
        (new QListWidgetItem(lines[i], sent))->setData(Qt::UserRole, data.value(i));
    if (sent->count() == 0)
        (new QListWidgetItem(FlankDialogPartsText::tr("None yet."), sent))->setFlags(Qt::NoItemFlags);
}

} // namespace castellan

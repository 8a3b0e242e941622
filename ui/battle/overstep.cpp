#include "overstep.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

OverStep::OverStep(QWidget *parent)
    : BattleStep(parent)
{
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    mText = wrappedLabel(body, QStringLiteral("overText"));
    mText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mText);
    mPlaceRow = new QWidget(body);
    auto *placeForm = new QFormLayout(mPlaceRow);
    placeForm->setContentsMargins(0, 0, 0, 0);
    mPlace = new QLineEdit(mPlaceRow);
    mPlace->setObjectName(QStringLiteral("finishPlaceEdit"));
    mPlace->setPlaceholderText(tr("the space it moves to"));
    placeForm->addRow(tr("The defender &moves to:"), mPlace);
    layout->addWidget(mPlaceRow);
    mHint = wrappedLabel(body, QStringLiteral("finishHint"));
    mHint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(mHint);
    layout->addStretch(1);
    connect(mPlace, &QLineEdit::textChanged, this, &OverStep::refreshFinish);
    setUp(body, tr("&Finish"), QStringLiteral("finishButton"));
}

QString OverStep::place() const
{
    return mPlace->text().trimmed();
}

void OverStep::setPlace(const QString &place)
{
    if (mPlace->text().isEmpty())
        mPlace->setText(place);
}

void OverStep::setFinished(bool finished)
{
    mFinished = finished;
    refreshFinish();
}

void OverStep::refresh(const Battle &b)
{
    mAvoided = b.result() == BattleResult::Avoided;
    QString html = QStringLiteral("<p style=\"font-size:large\">%1</p>").arg(resultSentence(b));
    if (!mAvoided) {
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
        for (Role r : Roles) {
            const BattleSide &side = b.side(r);
            html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td><td>&nbsp;&nbsp;%3</td></tr>")
                        .arg(side.name.toHtmlEscaped(), unitsText(side.units),
                             tr("%n eliminated", nullptr, side.eliminated));
        }
        html += QStringLiteral("</table>");
        const QList<BattleEvent> &events = b.events();
        if (mAftermathFrom >= 0 && mAftermathFrom < events.size()) {
            html += QStringLiteral("<p>%1</p><ul style=\"margin-left:-20px\">").arg(tr("After the battle (RULES F8):"));
            for (int i = mAftermathFrom; i < events.size(); ++i)
                html += QStringLiteral("<li>%1</li>").arg(events[i].text.toHtmlEscaped());
            html += QStringLiteral("</ul>");
        } else {
            html += QStringLiteral("<p>%1</p>").arg(tr("Nothing to roll after the battle (RULES F8)."));
        }
    }
    mText->setText(html);
    mPlaceRow->setVisible(mAvoided);
    refreshFinish();
}

void OverStep::refreshFinish()
{
    const bool placeMissing = mAvoided && place().isEmpty();
    primary()->setEnabled(!placeMissing && !mFinished);
    mHint->setText(placeMissing ? tr("Name the space the defender moves to (RULES F1).")
                                : tr("Finish records the whole battle as one action you can undo: units and "
                                     "losses, wounds, captures and deaths, the leaders' histories and the "
                                     "report."));
}

QString OverStep::title() const
{
    return tr("The battle is over");
}

QString OverStep::note() const
{
    return {};
}

} // namespace castellan

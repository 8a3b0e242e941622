#include "overstep.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
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
    mWayRow = new QWidget(body);
    auto *wayForm = new QFormLayout(mWayRow);
    wayForm->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < 2; ++i) {
        mWay[i] = new QComboBox(mWayRow);
        mWay[i]->setObjectName(i == 0 ? QStringLiteral("attackerWayCombo") : QStringLiteral("defenderWayCombo"));
        mWayLabel[i] = new QLabel(i == 0 ? tr("The attacker &moves to:") : tr("The defender m&oves to:"), mWayRow);
        mWayLabel[i]->setBuddy(mWay[i]);
        wayForm->addRow(mWayLabel[i], mWay[i]);
    }
    layout->addWidget(mWayRow);
    mEscapeRow = new QWidget(body);
    mEscapeRow->setObjectName(QStringLiteral("escapeRow"));
    mEscapeForm = new QFormLayout(mEscapeRow);
    mEscapeForm->setContentsMargins(0, 0, 0, 0);
    mEscapeRow->hide();
    layout->addWidget(mEscapeRow);
    mHint = wrappedLabel(body, QStringLiteral("finishHint"));
    mHint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(mHint);
    layout->addStretch(1);
    setUp(body, tr("&Finish"), QStringLiteral("finishButton"));
}

void OverStep::setWays(Role r, bool moves, const QList<Hex> &hexes, const QStringList &labels)
{
    const int i = r == Role::Attacker ? 0 : 1;
    const Hex kept = mWay[i]->isVisibleTo(mWayRow) ? way(r) : Hex{-1, -1};
    mWay[i]->clear();
    for (qsizetype n = 0; n < hexes.size(); ++n)
        mWay[i]->addItem(labels.value(n), QVariant::fromValue(QPoint(hexes[n].col, hexes[n].row)));
    if (moves && hexes.isEmpty())
        mWay[i]->addItem(tr("nowhere: no way out, its units are lost and its leaders check (RULES F6a)"));
    const int again = mWay[i]->findData(QVariant::fromValue(QPoint(kept.col, kept.row)));
    if (again >= 0)
        mWay[i]->setCurrentIndex(again);
    mWay[i]->setEnabled(!hexes.isEmpty() && !mFinished);
    mWay[i]->setVisible(moves);
    mWayLabel[i]->setVisible(moves);
    mWayRow->setVisible(mWay[0]->isVisibleTo(mWayRow) || mWay[1]->isVisibleTo(mWayRow));
}

Hex OverStep::way(Role r) const
{
    const QVariant v = mWay[r == Role::Attacker ? 0 : 1]->currentData();
    if (!v.isValid())
        return {-1, -1};
    const QPoint p = v.toPoint();
    return {p.x(), p.y()};
}

void OverStep::pickWay(Role r, const Hex &hex)
{
    QComboBox *box = mWay[r == Role::Attacker ? 0 : 1];
    if (const int at = box->findData(QVariant::fromValue(QPoint(hex.col, hex.row))); at >= 0)
        box->setCurrentIndex(at);
}

void OverStep::pickRefuge(qint64 leaderId, const Refuge &refuge)
{
    const qsizetype i = mEscaped.indexOf(leaderId);
    if (i < 0 || i >= mRefugeCombos.size())
        return;
    if (const qsizetype at = mRefuges[i].indexOf(refuge); at >= 0)
        mRefugeCombos[i]->setCurrentIndex(int(at));
}

void OverStep::setEscapes(const QList<qint64> &leaderIds, const QStringList &names, const QList<QList<Refuge>> &refuges)
{
    if (leaderIds == mEscaped && refuges.size() == mRefuges.size()) {
        bool same = true;
        for (qsizetype i = 0; same && i < refuges.size(); ++i)
            same = refuges[i] == mRefuges[i];
        if (same)
            return; // keep what the user picked
    }
    while (mEscapeForm->rowCount() > 0)
        mEscapeForm->removeRow(0);
    mRefugeCombos.clear();
    mEscaped = leaderIds;
    mRefuges = refuges;
    for (qsizetype i = 0; i < leaderIds.size(); ++i) {
        auto *combo = new QComboBox(mEscapeRow);
        combo->setObjectName(QStringLiteral("refugeCombo_%1").arg(leaderIds[i]));
        for (const Refuge &r : refuges.value(i)) {
            const QString what = r.fortressId > 0 ? tr("%1 (fortress)").arg(r.name) : r.name;
            combo->addItem(r.distance > 0 ? tr("%1 · %n hex(es) away", nullptr, r.distance).arg(what) : what);
        }
        if (combo->count() == 0)
            combo->addItem(tr("nowhere: the side has no force or fortress to take this leader in"));
        combo->setEnabled(!refuges.value(i).isEmpty() && !mFinished);
        combo->setToolTip(tr("RULES H3: this leader escaped the survival check; the nearest friendly force or "
                             "fortress is the default."));
        auto *label = new QLabel(tr("%1 escapes to:").arg(names.value(i)), mEscapeRow);
        label->setBuddy(combo);
        mEscapeForm->addRow(label, combo);
        mRefugeCombos.append(combo);
    }
    mEscapeRow->setVisible(!leaderIds.isEmpty());
}

QHash<qint64, Refuge> OverStep::refuges() const
{
    QHash<qint64, Refuge> chosen;
    for (qsizetype i = 0; i < mEscaped.size() && i < mRefugeCombos.size(); ++i) {
        const int at = mRefugeCombos[i]->currentIndex();
        if (at >= 0 && at < mRefuges[i].size())
            chosen.insert(mEscaped[i], mRefuges[i][at]);
    }
    return chosen;
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
            // RULES F0: a side of several forces: each keeps its own survivors.
            for (qsizetype i = 0; side.forceUnits.size() > 1 && i < side.forceUnits.size(); ++i)
                html += QStringLiteral(
                            "<tr><td>&nbsp;&nbsp;&nbsp;%1&nbsp;&nbsp;</td><td>%2</td><td>&nbsp;&nbsp;%3</td></tr>")
                            .arg(side.forceNames.value(i).toHtmlEscaped(), unitsText(side.forceUnits[i]),
                                 tr("%n eliminated", nullptr, side.forceEliminated.value(i)));
        }
        html += QStringLiteral("</table>");
        const QList<BattleEvent> &events = b.events();
        if (mAftermathFrom >= 0 && mAftermathFrom < events.size()) {
            html += QStringLiteral("<p>%1</p><ul style=\"margin-left:-20px\">").arg(tr("After the battle (RULES F8):"));
            for (int i = mAftermathFrom; i < events.size(); ++i)
                html += QStringLiteral("<li>%1</li>").arg(events[i].text.shown().toHtmlEscaped());
            html += QStringLiteral("</ul>");
        } else {
            html += QStringLiteral("<p>%1</p>").arg(tr("Nothing to roll after the battle (RULES F8)."));
        }
    }
    mText->setText(html);
    refreshFinish();
}

void OverStep::refreshFinish()
{
    primary()->setEnabled(!mFinished);
    for (QComboBox *c : mWay)
        c->setEnabled(c->isEnabled() && !mFinished);
    for (QComboBox *c : std::as_const(mRefugeCombos))
        c->setEnabled(c->isEnabled() && !mFinished);
    mHint->setText(tr("Finish records the whole battle as one action you can undo: units and losses, the moves "
                      "off the field, wounds, captures and deaths, the leaders' histories and the report."));
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

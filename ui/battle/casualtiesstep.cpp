#include "casualtiesstep.h"

#include "casualtyeditor.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

CasualtiesStep::CasualtiesStep(QWidget *parent)
    : BattleStep(parent)
{
    auto *body = new QWidget;
    auto *layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    for (Role r : Roles) {
        auto *column = new QVBoxLayout;
        auto *editor = new CasualtyEditor(body);
        editor->setObjectName(roleKey(r) + QStringLiteral("Casualties"));
        mEditors[at(r)] = editor;
        column->addWidget(editor, 1);
        // RULES F0: a side of several forces: which force takes each loss.
        mSharesText[at(r)] = new QLabel(body);
        mSharesText[at(r)]->setObjectName(roleKey(r) + QStringLiteral("SharesText"));
        mSharesText[at(r)]->setWordWrap(true);
        mSharesText[at(r)]->setForegroundRole(QPalette::PlaceholderText);
        column->addWidget(mSharesText[at(r)]);
        mShares[at(r)] = new QPushButton(tr("Share among forces…"), body);
        mShares[at(r)]->setObjectName(roleKey(r) + QStringLiteral("SharesButton"));
        mShares[at(r)]->setToolTip(tr("Give each loss to one of the side's forces (RULES F0)"));
        column->addWidget(mShares[at(r)], 0, Qt::AlignLeft);
        connect(mShares[at(r)], &QPushButton::clicked, this, [this, r] { Q_EMIT sharesRequested(r); });
        layout->addLayout(column, 1);
        connect(editor, &CasualtyEditor::changed, this, [this, r] {
            primary()->setEnabled(allowed());
            Q_EMIT edited(r);
        });
    }
    setUp(body, tr("&Apply hits"), QStringLiteral("applyHitsButton"));
}

bool CasualtiesStep::allowed() const
{
    return mEditors[0]->problem().isEmpty() && mEditors[1]->problem().isEmpty();
}

void CasualtiesStep::refresh(const Battle &b)
{
    if (mRound != b.round()) { // once a round: the user's choices stay while he makes them
        mRound = b.round();
        for (Role r : Roles) {
            const Role from = opponent(r);
            mEditors[at(r)]->setSituation(tr("Hits on %1").arg(b.side(r).name), b.side(r).units, b.fireFaces(from),
                                          b.fireResult(from), b.casualties(r), b.defaultCasualties(r));
        }
    }
    for (Role r : Roles) {
        const BattleSide &side = b.side(r);
        const bool several = side.forceUnits.size() > 1;
        const Casualties &total = b.casualties(r);
        const bool any = total.eliminated() + total.goodFlagged > 0;
        mShares[at(r)]->setVisible(several && any);
        mSharesText[at(r)]->setVisible(several && any);
        if (several && any) {
            QStringList parts;
            const QList<Casualties> shares = b.lossShares(r);
            for (qsizetype i = 0; i < shares.size(); ++i)
                parts << tr("%1: %2 eliminated, %3 flagged")
                             .arg(side.forceNames.value(i), QString::number(shares[i].eliminated()),
                                  QString::number(shares[i].goodFlagged));
            mSharesText[at(r)]->setText(tr("Losses by force: %1").arg(parts.join(QStringLiteral("; "))));
        }
    }
    primary()->setEnabled(allowed());
}

QString CasualtiesStep::title() const
{
    return tr("Round %1 · Casualties").arg(mRound);
}

QString CasualtiesStep::note() const
{
    return tr("Each side takes the hits it received: each 6 eliminates one unit of its choice (broken and flagged "
              "ones too), then each 5 flags one good-order unit; surplus 5s are lost (RULES F3). The default "
              "eliminates broken units first.");
}

} // namespace castellan

#include "casualtiesstep.h"

#include "casualtyeditor.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace castellan {

CasualtiesStep::CasualtiesStep(QWidget *parent)
    : BattleStep(parent)
{
    auto *body = new QWidget;
    auto *layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    for (Role r : Roles) {
        auto *editor = new CasualtyEditor(body);
        editor->setObjectName(roleKey(r) + QStringLiteral("Casualties"));
        mEditors[at(r)] = editor;
        layout->addWidget(editor, 1);
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
            mEditors[at(r)]->setSituation(tr("%1 takes the hits").arg(b.side(r).name), b.side(r).units,
                                          b.fireFaces(from), b.fireResult(from), b.casualties(r),
                                          b.defaultCasualties(r));
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

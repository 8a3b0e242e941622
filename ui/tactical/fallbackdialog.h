#pragma once

#include "map/hexgrid.h"

#include <QDialog>
#include <QList>

#include <optional>

class QListWidget;

namespace castellan {

class TacticalBattle;
class TacticalBoardScene;

/**
 * RULES C9: the owner of cavalry attacked from beside it answers before the attack is rolled: it stands, or falls
 * back 1 to 3 hexes along a path of his choice, each hex farther from the attacker. Each path core allows is
 * offered, the default one first picked; the board marks the hexes it may reach and the path picked.
 */
class FallbackDialog : public QDialog
{
    Q_OBJECT

public:
    FallbackDialog(const TacticalBattle &battle, int targetId, TacticalBoardScene *scene, QWidget *parent = nullptr);
    ~FallbackDialog() override;

    /** The path picked, or none when it stands. */
    std::optional<QList<Hex>> chosen() const;
    /** Picks the choice at `row`: 0 stands, then the paths as fallBackPaths() lists them. */
    void pick(int row);

protected:
    void reject() override;

private:
    void showPicked();

    QList<QList<Hex>> mPaths;
    QList<Hex> mReach;
    TacticalBoardScene *mScene;
    QListWidget *mChoices;
};

} // namespace castellan

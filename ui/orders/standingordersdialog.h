#pragma once

#include <QDialog>
#include <QHash>

class QComboBox;
class QLabel;

namespace castellan {

class Campaign;

/**
 * A side's standing orders (issue 32, RULES T4): the choices it makes ahead, for battles another side's move brings
 * while its player is away. A player sets his own side's; a game master picks the side. Kept on the server when
 * accepted; a file campaign has no players, and shows the defaults.
 */
class StandingOrdersDialog : public QDialog
{
    Q_OBJECT

public:
    explicit StandingOrdersDialog(Campaign &campaign, QWidget *parent = nullptr);

    QComboBox *sideBox() const { return mSide; }
    QComboBox *choiceBox(const QString &key) const { return mChoices.value(key); }
    /** Writes the choices shown for the side shown; empty, or why they could not be kept. */
    QString keep();

private:
    void readSide();
    qint64 sideId() const;

    Campaign &mCampaign;
    QComboBox *mSide;
    QHash<QString, QComboBox *> mChoices;
    QLabel *mProblem;
};

} // namespace castellan

#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;

namespace castellan {

class Campaign;
class SiegeOddsChart;

/** One siege at a glance: who besieges what with whom, for how long, at what cost, and its odds (RULES S, O2). */
class SiegePanel : public QWidget
{
    Q_OBJECT

public:
    explicit SiegePanel(QWidget *parent = nullptr);
    void showSiege(Campaign *campaign, qint64 siegeId);
    QString summary() const;
    SiegeOddsChart *chart() const { return mChart; }

private:
    QLabel *mTitle = nullptr;
    QLabel *mFacts = nullptr;
    SiegeOddsChart *mChart = nullptr;
};

} // namespace castellan

#pragma once

#include <QMenu>

namespace castellan {

class CampaignSession;

/** File ▸ Open Recent: the session's recent campaigns, a gone one disabled, and Clear Menu. */
class RecentMenu : public QMenu
{
    Q_OBJECT

public:
    RecentMenu(CampaignSession &session, QWidget *parent = nullptr);

private:
    void rebuild();

    CampaignSession &mSession;
};

} // namespace castellan

#pragma once

#include "storage/serverlocation.h"

#include <QDialog>

class QPushButton;

namespace castellan {

class ServerLocationForm;

/** Asks where a server campaign is: to open one, or to publish the open file as one. */
class ServerCampaignDialog : public QDialog
{
    Q_OBJECT

public:
    enum Purpose { Open, Publish };
    ServerCampaignDialog(Purpose purpose, QWidget *parent = nullptr);

    ServerLocationForm *form() const { return mForm; }
    /** The location accepted (remembered for next time). */
    ServerLocation location() const;

private:
    ServerLocationForm *mForm;
    QPushButton *mOk;
};

} // namespace castellan

#pragma once

#include <QDialog>

class QComboBox;

namespace castellan {

class Campaign;

/** Chooses the side that takes a leader captive (RULES L6); any side but his own. */
class CaptureDialog : public QDialog
{
    Q_OBJECT

public:
    CaptureDialog(Campaign &campaign, qint64 leaderId, QWidget *parent = nullptr);

    qint64 captorSideId() const;
    QComboBox *sideCombo() const { return mSides; }

private:
    QComboBox *mSides;
};

} // namespace castellan

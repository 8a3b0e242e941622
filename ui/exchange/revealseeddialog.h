#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace castellan {

class Campaign;

/**
 * Verify Log on a players' copy (issue 15): the copy keeps no seed, only a commitment to it. Once the game master
 * reveals the seed and its salt, they are typed here, checked against the commitment, and the log is verified.
 */
class RevealSeedDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RevealSeedDialog(const Campaign &copy, QWidget *parent = nullptr);

    quint64 seed() const;

    void accept() override;

private:
    const Campaign &mCopy;
    QLineEdit *mSeed;
    QLineEdit *mSalt;
    QLabel *mRefusal;
};

} // namespace castellan

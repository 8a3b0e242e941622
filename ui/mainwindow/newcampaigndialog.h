#pragma once

#include <QColor>
#include <QDialog>
#include <QList>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace castellan {

/**
 * Asks what a new campaign needs: its name, the file to keep it in, the sides (one a line) and the seed of its
 * dice (RULES D2), drawn at random and shown so a group can agree on it.
 */
class NewCampaignDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewCampaignDialog(QWidget *parent = nullptr);

    QString campaignName() const;
    QString filePath() const;
    quint64 seed() const;
    /** A side name typed twice (in any case), or empty. */
    QString repeatedSide() const;
    QStringList sideNames() const;
    /** A distinct colour for the n-th side. */

    QLineEdit *nameEdit() const { return mName; }
    QPushButton *okButton() const { return mOk; }
    QLineEdit *pathEdit() const { return mPath; }

    void accept() override;

private:
    void browse();
    void suggestPath();
    void validate();

    QLineEdit *mName;
    QLineEdit *mPath;
    QLineEdit *mSeed;
    QPlainTextEdit *mSides;
    QLabel *mProblem;
    QPushButton *mOk = nullptr;
    bool mPathEdited = false;
};

} // namespace castellan

#pragma once

#include <QDialog>

class QCheckBox;
class QPlainTextEdit;

namespace castellan {

/** Notes of a force or a fortress, and whether they are for the game master only (issue 15). */
class NotesDialog : public QDialog
{
    Q_OBJECT

public:
    NotesDialog(const QString &title, const QString &notes, bool gmOnly, QWidget *parent = nullptr);

    QString notes() const;
    bool gmOnly() const;

private:
    QPlainTextEdit *mNotes;
    QCheckBox *mGmOnly;
};

} // namespace castellan

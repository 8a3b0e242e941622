#pragma once

#include <QStyle>
#include <QWidget>

class QLabel;

namespace castellan {

/** What the odds calculator shows instead of figures: why the inputs make no battle, or what it waits for. */
class OddsNotice : public QWidget
{
    Q_OBJECT

public:
    explicit OddsNotice(QWidget *parent = nullptr);

    void show(QStyle::StandardPixmap icon, const QString &text, const QString &hint);

private:
    QLabel *mIcon;
    QLabel *mText;
    QLabel *mHint;
};

} // namespace castellan

#pragma once

#include <QWidget>

namespace castellan {

/** The heroic rerolls a leader holds (RULES H2), drawn as small gold tokens with their number. */
class RerollTokens : public QWidget
{
    Q_OBJECT

public:
    explicit RerollTokens(QWidget *parent = nullptr);

    void setCount(int count);
    int count() const { return mCount; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    /** Past this many, one token and a number. */
    static constexpr int MaxDrawn = 8;
    int tokenSize() const;
    int mCount = 0;
};

} // namespace castellan

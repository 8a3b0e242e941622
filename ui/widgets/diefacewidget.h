#pragma once

#include <QWidget>

namespace castellan {

/**
 * One d6 face painted with pips (RULES D3), for every dialog that shows what was rolled. A face may be toned
 * (a duel's 6s wound and 5s cancel, RULES G1; a check's success or failure, R3), dimmed when it is used up or
 * assigned elsewhere, struck through when a reroll replaced it (H2), and framed when selected or focused.
 * Value 0 paints an empty place where a die can go. Optionally a drag source: it asks its owner to start the
 * drag, so the owner decides what the drag carries.
 */
class DieFaceWidget : public QWidget
{
    Q_OBJECT

public:
    enum class Tone { Plain, Wound, Cancel, Success, Failure };

    explicit DieFaceWidget(QWidget *parent = nullptr);
    explicit DieFaceWidget(int value, QWidget *parent = nullptr);

    int value() const { return mValue; }
    void setValue(int value);
    Tone tone() const { return mTone; }
    void setTone(Tone tone);
    /** Dimmed: assigned elsewhere or spent. */
    bool isUsed() const { return mUsed; }
    void setUsed(bool used);
    /** Greyed and struck through: a reroll replaced this die (RULES H2). */
    bool isStruck() const { return mStruck; }
    void setStruck(bool struck);
    bool isSelected() const { return mSelected; }
    void setSelected(bool selected);
    /** Edge length of the die in pixels; the size hint adds a margin for the frame. */
    int dieSize() const { return mDieSize; }
    void setDieSize(int pixels);
    /** When on, pressing and moving past the drag distance emits dragRequested() once. */
    void setDragEnabled(bool enabled) { mDragEnabled = enabled; }
    bool isDragEnabled() const { return mDragEnabled; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /** The fill of a toned die; Plain is ivory. */
    static QColor toneColor(Tone tone);

Q_SIGNALS:
    void clicked();
    void dragRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void updateAccessibleName();

    int mValue = 0;
    Tone mTone = Tone::Plain;
    bool mUsed = false;
    bool mStruck = false;
    bool mSelected = false;
    bool mDragEnabled = false;
    bool mPressed = false;
    int mDieSize = 40;
    QPoint mPressPos;
};

} // namespace castellan

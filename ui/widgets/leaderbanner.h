#pragma once

#include <QFrame>

class QLabel;

namespace castellan {

class Campaign;
struct Leader;
class VitalityTrack;

/**
 * The head of a leader dialog: side colour, name, side, status, rerolls held and the vitality track
 * (RULES L2, L3, H2), so the user always sees whom the action is about.
 */
class LeaderBanner : public QFrame
{
    Q_OBJECT

public:
    explicit LeaderBanner(QWidget *parent = nullptr);

    void setLeader(const Campaign &campaign, const Leader &leader);
    /** Shows a vitality the action would leave, on the track and in words. */
    void setPreview(int vitality);
    VitalityTrack *track() const { return mTrack; }

private:
    QFrame *mSwatch;
    QLabel *mName;
    QLabel *mDetails;
    QLabel *mVitality;
    VitalityTrack *mTrack;
};

} // namespace castellan

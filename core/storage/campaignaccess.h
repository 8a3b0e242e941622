#pragma once

namespace castellan {

/** How a campaign file is opened: to change it, or only to look at it (then it is never written). */
enum class CampaignAccess { ReadWrite, ReadOnly };

} // namespace castellan

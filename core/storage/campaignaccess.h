#pragma once

namespace castellan {

/**
 * How a campaign is opened: to change it over a session (the app), only to look at it (then it is never
 * written), or to change it in one run of a script (castellan-cli): the run holds the campaign's write lock from
 * before it reads until endBatch(), so its actions stand or fall together, and a run that is refused leaves the
 * file's bytes as they were.
 */
enum class CampaignAccess { ReadWrite, ReadOnly, OneRun };

} // namespace castellan

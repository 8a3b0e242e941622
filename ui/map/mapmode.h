#pragma once

namespace castellan {

/** What the map's clicks and drags do: draw the map (Edit) or move forces on it during the turn (Play). */
enum class MapMode { Edit, Play };

} // namespace castellan

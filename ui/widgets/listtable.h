#pragma once

class QAbstractItemModel;
class QTableView;

namespace castellan {

/**
 * Sets a table view up as the app's lists of rows are: whole rows selected one at a time, read-only, sorted by
 * `sortColumn`, striped, no grid, rows of a fixed height (so a long list is never measured row by row), headers
 * the user can resize.
 */
void setUpListTable(QTableView *table, QAbstractItemModel *model, int sortColumn);

} // namespace castellan

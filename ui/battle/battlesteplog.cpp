#include "battlesteplog.h"

#include <QScrollBar>
#include <QTextTable>

namespace castellan {

BattleStepLog::BattleStepLog(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("stepLog"));
    setOpenLinks(false);
    setFocusPolicy(Qt::NoFocus);
    reset();
}

void BattleStepLog::reset()
{
    clear();
    QTextCursor cursor(document());
    QTextTableFormat format;
    format.setBorder(0);
    format.setCellPadding(3);
    format.setCellSpacing(0);
    format.setHeaderRowCount(1);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setColumnWidthConstraints({QTextLength(QTextLength::FixedLength, 58),
                                      QTextLength(QTextLength::VariableLength, 0),
                                      QTextLength(QTextLength::FixedLength, 40)});
    mTable = cursor.insertTable(1, 3, format);
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    const QStringList headers{tr("Round"), tr("Step"), tr("Roll")};
    for (int c = 0; c < 3; ++c) {
        QTextTableCell cell = mTable->cellAt(0, c);
        QTextCharFormat cellFormat = cell.format();
        cellFormat.setBackground(palette().color(QPalette::Button));
        cell.setFormat(cellFormat);
        cell.firstCursorPosition().insertText(headers[c], bold);
    }
    mShown = 0;
}

void BattleStepLog::showEvents(const QList<BattleEvent> &events)
{
    if (events.size() < mShown)
        reset(); // another battle was set up
    if (events.size() == mShown)
        return;
    const QColor stripe = palette().color(QPalette::AlternateBase);
    QTextCharFormat dim;
    dim.setForeground(palette().color(QPalette::PlaceholderText));
    QTextBlockFormat right;
    right.setAlignment(Qt::AlignRight);
    for (qsizetype i = mShown; i < events.size(); ++i) {
        const BattleEvent &e = events[i];
        mTable->appendRows(1);
        const int row = mTable->rows() - 1;
        const bool newRound = i == 0 || events[i - 1].round != e.round;
        const QString cells[3] = {newRound ? (e.round > 0 ? QString::number(e.round) : tr("before")) : QString(),
                                  e.text.shown(), e.rollId ? QStringLiteral("#%1").arg(e.rollId) : QString()};
        for (int c = 0; c < 3; ++c) {
            QTextTableCell cell = mTable->cellAt(row, c);
            if (e.round % 2 == 0) {
                QTextCharFormat cellFormat = cell.format();
                cellFormat.setBackground(stripe);
                cell.setFormat(cellFormat);
            }
            QTextCursor cursor = cell.firstCursorPosition();
            if (c != 1)
                cursor.setBlockFormat(right);
            cursor.insertText(cells[c], c == 2 ? dim : QTextCharFormat());
        }
    }
    mShown = int(events.size());
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

int BattleStepLog::rows() const
{
    return mTable ? mTable->rows() - 1 : 0;
}

QString BattleStepLog::cell(int row, int column) const
{
    if (!mTable || row < 0 || row >= rows() || column < 0 || column > 2)
        return {};
    const QTextTableCell c = mTable->cellAt(row + 1, column);
    QTextCursor cursor = c.firstCursorPosition();
    cursor.setPosition(c.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

} // namespace castellan

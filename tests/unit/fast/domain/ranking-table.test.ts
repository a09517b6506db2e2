import { describe, expect, it } from "vitest";
import { type RankingColumn, rankingCells } from "~/domain/ranking-table.ts";

describe("rankingCells", () => {
  it("gives the headers in order and, for each item, its cells in the same order", () => {
    const columns: RankingColumn<{ name: string; n: number }>[] = [
      ["Name", (r) => r.name],
      ["Count", (r) => String(r.n)],
    ];
    expect(
      rankingCells(
        [
          { name: "a", n: 1 },
          { name: "b", n: 2 },
        ],
        columns,
      ),
    ).toEqual({
      columns: ["Name", "Count"],
      rows: [
        ["a", "1"],
        ["b", "2"],
      ],
    });
  });
});

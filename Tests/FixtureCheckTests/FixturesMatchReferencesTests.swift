import FixtureCheck
import Foundation
import RenderTestSupport
import Testing

/// Every `Fixtures/**/*.yaml` matches the reference images beside it, through the same check as
/// `layout-diagram check`: SVG byte for byte, PNG byte for byte or else pixel for pixel with no tolerance.
///
/// A mismatch fails the test with one issue per mismatch naming the fixture, how it differs and where its
/// render and diff image were written (`Output/fixture-failures/`); a fixture without a reference fails too.
/// Record references with `swift run layout-diagram check --record`, and look at them before committing.
struct FixturesMatchReferencesTests {
  @Test func everyFixtureMatchesItsReferences() throws {
    let check = try FixtureCheck(
      folders: [FixturePaths.packageRoot.appendingPathComponent(FixtureCheck.defaultFolder).path],
      output: FixturePaths.packageRoot.appendingPathComponent("Output/fixture-failures").path)
    let report = try check.run()
    guard !report.allMatch else { return }
    try report.writeArtifacts()
    for line in report.mismatchLines {
      Issue.record("\(line)\nrecord with `swift run layout-diagram check --record` if the change is meant")
    }
    Issue.record("\(report.summary)")
  }
}

import InputLimits

/// Why a check cannot start: folders that are not there, or outputs that would collide or overwrite
/// references.
public enum FixtureCheckError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A folder to check does not exist.
  case noSuchFolder(String)
  /// A folder to check is a file.
  case notAFolder(String)
  /// A folder to check cannot be listed (no permission to read it, say).
  case cannotReadFolder(String, why: String)
  /// The folders hold no `*.yaml` document.
  case noDocuments([String])
  /// A `*.yaml` file under a folder has a name that is not UTF-8 (shown with U+FFFD where it is not).
  case nameNotUTF8(folder: String, shown: String)
  /// A `*.yaml` under a folder is a link to a file outside it.
  case documentLinksOutOfFolder(String, folder: String)
  /// The output folder is a file.
  case outputIsAFile(String)
  /// A reference image's path holds something other than a regular file.
  case referenceNotAFile(String, kind: FileKind)
  /// The default output folder is a symbolic link, which would lead the artifacts elsewhere.
  case defaultOutputIsALink(String)
  /// Two documents would write the same artifacts.
  case sameArtifacts(first: String, second: String, artifact: String)
  /// A render or a recorded reference would replace an image a checked document draws.
  case outputIsADrawnImage(String)
  /// An artifact would replace a document or a reference image.
  case artifactReplacesInput(artifact: String, input: String)
  /// A folder the check mirrors under its output folder is a symbolic link, which would send an artifact
  /// elsewhere.
  case artifactThroughLink(artifact: String, link: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .noSuchFolder(let folder): "\(folder): no such folder"
    case .artifactThroughLink(let artifact, let link):
      "\(link) is a symbolic link; \(artifact) would be written through it, elsewhere: remove the link"
    case .notAFolder(let folder):
      "\(folder) is not a folder; check takes folders and checks every *.yaml under them"
    case .cannotReadFolder(let folder, let why): "\(folder): cannot read the folder: \(why)"
    case .noDocuments(let folders): "no *.yaml document under \(folders.joined(separator: ", "))"
    case .nameNotUTF8(let folder, let shown):
      "\(folder) holds a document whose name is not UTF-8 (\(shown)); check reads documents by UTF-8 names: rename it"
    case .documentLinksOutOfFolder(let path, let folder):
      "\(path) is a link to a file outside \(folder); check reads only the documents inside the folders it "
        + "checks: remove the link, or check the folder it leads to"
    case .referenceNotAFile(let path, let kind):
      "\(path) is \(kind), not a reference image; move it away"
    case .defaultOutputIsALink(let folder):
      "\(folder) is a symbolic link; the default output folder is written only when it is a folder of its own "
        + "(name the folder the link leads to with --output to write there)"
    case .outputIsAFile(let output): "--output \(output) is a file; it must be a folder"
    case .sameArtifacts(let first, let second, let artifact):
      "\(first) and \(second) would both write \(artifact); check their folders separately"
    case .outputIsADrawnImage(let path):
      "\(path) is an image a checked document draws; a render or reference written there would replace it: "
        + "rename the image, or give the render another --output folder"
    case .artifactReplacesInput(let artifact, let input):
      "\(artifact) would replace \(input); choose another --output folder"
    }
  }
}

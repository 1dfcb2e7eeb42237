#if canImport(UIKit)
import HeaderKitDriver
import HeaderKitRuntime
import HeaderKitUIKit
import UIKit

/// Tiki's home screen in UIKit (Specs/tiki-home.yaml): a header above a
/// table, whose height, logo and search field follow the scroll's direction
/// while the list holds still, and which snaps open or closed when the
/// scroll ends.
///
/// - The header is a sibling of the table, pinned under the safe area's
///   top; the table starts below it, so the header never covers a row and
///   the table's content rests at offset 0, as the spec's input (no
///   `inset:`) expects. `contentInsetAdjustmentBehavior = .never` keeps it
///   there whatever the bars (a navigation bar, a hidden status bar).
/// - The params the spec takes from the device are measured once layout
///   knows them, and again when they change (a rotation, a new content
///   height), through `updateHeader`, which `ScrollViewSimulator` runs the
///   same way in the example's tests.
/// - The table's own delegate (`didSelectRowAt`) is set before the binding
///   attaches: the binding's proxy forwards every call to it, and goes on
///   forwarding even if the binding is released.
/// - Snaps jump to their end under Reduce Motion (the binding follows the
///   system setting; `reduceMotion` makes it always or never).
public final class HomeViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  /// How many products the list shows.
  public var rows = 40
  /// Whether snaps jump to their end: the system's Reduce Motion by default.
  public var reduceMotion = ReduceMotion.followSystem {
    didSet { binding?.reduceMotion = reduceMotion }
  }

  private let headerView = UIView()
  private let logoView = UILabel()
  private let searchField = UITextField()
  private let chatButton = UIView()
  private let tableView = UITableView()
  private lazy var headerHeight = headerView.heightAnchor.constraint(equalToConstant: 88)
  private lazy var searchTrailing = headerView.trailingAnchor.constraint(
    equalTo: searchField.trailingAnchor, constant: 8)
  /// Kept as long as the screen: the binding drives the header only while
  /// it lives.
  private var binding: HeaderViewBinding<TikiHomeHeader>?
  /// The params last set, so a layout pass that changes none sets none
  /// (set-up may allocate: not per frame).
  private var params: [String: Double] = [:]

  override public func viewDidLoad() {
    super.viewDidLoad()
    layOut()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cell)
    tableView.dataSource = self
    tableView.delegate = self
    do {
      let binding = try HeaderViewBinding<TikiHomeHeader>()
      try binding.bind("headerHeight", to: headerHeight)
      try binding.bind("logo", to: logoView)
      try binding.bind("searchTrailing", to: searchTrailing)
      binding.reduceMotion = reduceMotion
      binding.attach(to: tableView)
      self.binding = binding
    } catch {
      assertionFailure("the spec's targets and this screen's views differ: \(error)")
    }
  }

  override public func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let measured = HeaderParams.tikiHome(
      viewWidth: Double(view.bounds.width), chatButtonMinX: Double(chatButton.frame.minX),
      screenHeight: Double(view.bounds.height) - Double(view.safeAreaInsets.top),
      contentHeight: Double(tableView.contentSize.height))
    guard measured != params else { return }
    params = measured
    binding?.updateHeader { header in
      for (name, value) in measured {
        if let index = header.paramIndex(named: name) { header.setParam(index, to: value) }
      }
    }
  }

  // MARK: The table's data source and delegate

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cell, for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Product \(indexPath.row + 1)"
    cell.contentConfiguration = content
    return cell
  }

  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }

  // MARK: Layout

  private static let cell = "product"

  /// The header (logo, search field, chat button) under the safe area's top,
  /// the table below it to the bottom; the spec's preview geometry.
  private func layOut() {
    view.backgroundColor = .systemBlue  // behind the status bar, as the header
    tableView.backgroundColor = .systemBackground
    tableView.contentInsetAdjustmentBehavior = .never
    logoView.text = "tiki"
    searchField.placeholder = "Search products"
    searchField.backgroundColor = .white
    chatButton.backgroundColor = .white
    for child in [headerView, tableView] { add(child, to: view) }
    for child in [logoView, searchField, chatButton] { add(child, to: headerView) }
    NSLayoutConstraint.activate([
      headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerHeight,
      tableView.topAnchor.constraint(equalTo: headerView.bottomAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      logoView.topAnchor.constraint(equalTo: headerView.topAnchor, constant: 8),
      logoView.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 12),
      chatButton.topAnchor.constraint(equalTo: headerView.topAnchor, constant: 12),
      chatButton.trailingAnchor.constraint(equalTo: headerView.trailingAnchor, constant: -28),
      chatButton.widthAnchor.constraint(equalToConstant: 20),
      chatButton.heightAnchor.constraint(equalToConstant: 20),
      searchField.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -8),
      searchField.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: 12),
      searchField.heightAnchor.constraint(equalToConstant: 32),
      searchTrailing,
    ])
  }

  private func add(_ child: UIView, to parent: UIView) {
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
  }
}
#endif

import type { MenuCodeName } from '@backoffice/contract';
import type { MenuTree, MenuTreeNode } from '@backoffice/contract/menu-items';

export interface FlatMenuNode {
  node: MenuTreeNode;
  depth: number;
  /** The menu (header or footer) the item's root belongs to. */
  menu: MenuCodeName;
}

/** A tree, depth first in position order (the server's order), with each item's depth. */
export function flattenTree(
  nodes: readonly MenuTreeNode[],
  menu: MenuCodeName,
  depth = 0,
): FlatMenuNode[] {
  return nodes.flatMap((node) => [
    { node, depth, menu },
    ...flattenTree(node.children, menu, depth + 1),
  ]);
}

/** Both menus, flattened: header first, then footer. */
export function flattenMenus(tree: MenuTree): FlatMenuNode[] {
  return [...flattenTree(tree.header, 'header'), ...flattenTree(tree.footer, 'footer')];
}

/** The ids of an item and everything under it: none of them can become its parent (a cycle). */
export function subtreeIds(tree: MenuTree, id: number): Set<number> {
  const ids = new Set<number>();
  const collect = (node: MenuTreeNode) => {
    ids.add(node.id);
    node.children.forEach(collect);
  };
  const found = flattenMenus(tree).find((entry) => entry.node.id === id);
  if (found) collect(found.node);
  else ids.add(id);
  return ids;
}

/** How many items sit under a node, at any depth. */
export function descendantCount(node: MenuTreeNode): number {
  return node.children.reduce((sum, child) => sum + 1 + descendantCount(child), 0);
}

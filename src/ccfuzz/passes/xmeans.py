"""X-means (Pelleg & Moore, ICML 2000): k-means that chooses k itself by the BIC.

pyclustering's implementation no longer runs on current NumPy, so this is BIC-driven splitting
on scikit-learn's ``KMeans``:

1. *Improve-Params*: k-means over all points from the current centers (k-means++ at first,
   with ``k_min`` centers).
2. *Improve-Structure*: every cluster of at least 3 points, not all equal, is split in two
   by a local 2-means on its own points; the split is kept when the BIC of the two-cluster
   model of those points beats the BIC of their one-cluster model. When more splits win than
   ``k_max`` allows, the ones with the largest BIC gain are kept.
3. Repeat from 1 until no split wins or there are ``k_max`` clusters.

The BIC is the one of a mixture of spherical Gaussians with one variance shared by all clusters
(the model X-means assumes), with hard assignment. For ``R`` points in ``M`` dimensions, ``K``
clusters of sizes ``R_j`` and squared error ``SSE`` (sum of squared distances to the centers)::

    sigma2 = SSE / (M * (R - K))                             # unbiased per-dimension variance
    loglik = sum_j R_j * log(R_j / R) - R*M/2 * log(2*pi*sigma2) - SSE / (2 * sigma2)
    BIC    = loglik - (K*(M + 1)) / 2 * log(R)   # parameters: K*M means, K-1 weights, sigma2

(Pelleg & Moore's printed log-likelihood writes the 2*pi term without the factor ``M``; this is
the log-likelihood of the model they describe.)
"""

from __future__ import annotations

import math
import random
import warnings
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from sklearn.cluster import KMeans
from threadpoolctl import threadpool_limits  # type: ignore[import-untyped]  # scikit-learn's

from ccfuzz.errors import ConfigError

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.intp]
_N_INIT = 10  # k-means++ restarts for the first k-means and each local 2-means
_MIN_SPLIT = 3  # two points in two clusters leave no degree of freedom for the variance
# A zero within-cluster error (duplicate points) would make the BIC infinite: the variance is
# floored at this fraction of the parent model's variance.
_VARIANCE_FLOOR = 1e-9


@dataclass(frozen=True)
class Clustering:
    labels: IntArray  # cluster of each point, 0 .. k-1
    centers: FloatArray  # k rows

    @property
    def k(self) -> int:
        return len(self.centers)


def bic(points: FloatArray, labels: IntArray, centers: FloatArray,
        variance_floor: float = 0.0) -> float:
    """The BIC of a hard clustering under the shared-variance spherical model (see above)."""
    r, m = int(points.shape[0]), int(points.shape[1])
    k = len(centers)
    if r <= k:
        return -math.inf
    sse = float(((points - centers[labels]) ** 2).sum())
    sigma2 = max(sse / (m * (r - k)), variance_floor)
    if sigma2 <= 0.0:
        return math.inf  # every point on its center: a perfect fit
    sizes = np.bincount(labels, minlength=k)
    sizes = sizes[sizes > 0]
    loglik = (float((sizes * np.log(sizes / r)).sum())
              - r * m / 2 * math.log(2 * math.pi * sigma2) - sse / (2 * sigma2))
    return loglik - k * (m + 1) / 2 * math.log(r)


def _kmeans(points: FloatArray, init: FloatArray | int, seed: int) -> tuple[IntArray, FloatArray]:
    if isinstance(init, int):
        km = KMeans(n_clusters=init, init="k-means++", n_init=_N_INIT, random_state=seed)
    else:
        km = KMeans(n_clusters=len(init), init=init, n_init=1, random_state=seed)
    with warnings.catch_warnings():
        # Fewer distinct points than centers: scikit-learn warns and returns duplicates;
        # the callers below never ask for that, but a 2-means on a cluster can meet it.
        warnings.simplefilter("ignore")
        km.fit(points)
    return km.labels_.astype(np.intp), km.cluster_centers_.astype(np.float64)


def xmeans(points: FloatArray, *, k_max: int, seed: int, k_min: int = 1) -> Clustering:
    """Cluster ``points`` (one per row) into between ``k_min`` and ``k_max`` clusters."""
    # One thread: scikit-learn's OpenMP k-means spin-waits for cores that campaign workers
    # are using (8x slower on a loaded 2-core machine, for data this small), and a fixed
    # summation order keeps the result the same from run to run.
    with threadpool_limits(limits=1):
        return _xmeans(points, k_max=k_max, seed=seed, k_min=k_min)


def _xmeans(points: FloatArray, *, k_max: int, seed: int, k_min: int) -> Clustering:
    points = np.asarray(points, dtype=np.float64)
    if points.ndim != 2 or len(points) == 0:
        raise ConfigError(f"x-means needs a non-empty 2-D array of points, not {points.shape}")
    if not 1 <= k_min <= k_max:
        raise ConfigError(f"x-means needs 1 <= k_min <= k_max, got {k_min} and {k_max}")
    rng = random.Random(seed)
    distinct = len(np.unique(points, axis=0))
    k_max = min(k_max, distinct)
    k_min = min(k_min, k_max)
    labels, centers = _kmeans(points, k_min, rng.getrandbits(31))
    while len(centers) < k_max:
        splits: list[tuple[float, int, FloatArray]] = []
        for j in range(len(centers)):
            members = points[labels == j]
            if len(members) < _MIN_SPLIT or len(np.unique(members, axis=0)) < 2:
                continue
            parent_labels = np.zeros(len(members), dtype=np.intp)
            parent_center = members.mean(axis=0, keepdims=True)
            parent = bic(members, parent_labels, parent_center)
            parent_sse = float(((members - parent_center) ** 2).sum())
            floor = _VARIANCE_FLOOR * parent_sse / (members.shape[1] * (len(members) - 1))
            child_labels, child_centers = _kmeans(members, 2, rng.getrandbits(31))
            child = bic(members, child_labels, child_centers, floor)
            if child > parent:
                splits.append((child - parent, j, child_centers))
        if not splits:
            break
        # The largest gains first when k_max leaves room for only some of the splits.
        splits.sort(key=lambda s: (-s[0], s[1]))
        kept = splits[: k_max - len(centers)]
        split_ids = {j for _, j, _ in kept}
        new_centers = [centers[j : j + 1] for j in range(len(centers)) if j not in split_ids]
        new_centers += [c for _, _, c in sorted(kept, key=lambda s: s[1])]
        labels, centers = _kmeans(points, np.vstack(new_centers), rng.getrandbits(31))
    return _compact(labels, centers)


def _compact(labels: IntArray, centers: FloatArray) -> Clustering:
    """Drop clusters k-means left empty and renumber the rest 0 .. k-1."""
    used = np.unique(labels)
    renumber = np.full(len(centers), -1, dtype=np.intp)
    renumber[used] = np.arange(len(used), dtype=np.intp)
    return Clustering(renumber[labels], centers[used])
